import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { uiIconData, uiIcons } from './icon-data.server';
import { spriteIcons } from './sprite-icons';

const source = fileURLToPath(new URL('../../', import.meta.url));

/** Every `lucide:…` name the app's code draws (tests aside; `lucide:missing` is the kit page's unknown icon). */
function namedIcons(): Set<string> {
  const names = new Set<string>();
  for (const file of readdirSync(source, { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
    for (const match of readFileSync(join(source, file), 'utf8').matchAll(/lucide:([a-z0-9-]+)/g)) {
      if (match[1] !== 'missing') names.add(`lucide:${match[1]}`);
    }
  }
  return names;
}

describe('the app’s icons', () => {
  it('include every icon the code names that is not in the sprite, so no page needs Iconify for them', () => {
    const missing = [...namedIcons()].filter(
      (name) => !spriteIcons.has(name) && !uiIcons.some((icon) => `lucide:${icon}` === name),
    );
    expect(missing).toEqual([]);
  });

  it('carry a drawing for each name (old names as aliases)', () => {
    const [set] = uiIconData();
    for (const icon of uiIcons) {
      const found = set?.icons[icon] ?? set?.icons[set.aliases?.[icon]?.parent ?? ''];
      expect(found?.body, icon).toMatch(/^<(path|g|circle|rect)/);
    }
  });
});
