import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { IconSprite } from './icon-sprite.server';
import { spriteIcons, spriteSymbolId } from './sprite-icons';

describe('IconSprite', () => {
  it('holds one symbol per sprite icon, with the icon set’s viewBox and drawing', () => {
    const html = renderToStaticMarkup(<IconSprite />);
    expect(html).toMatch(/^<svg aria-hidden="true"/);
    for (const name of spriteIcons) {
      expect(html).toMatch(
        new RegExp(`<symbol id="${spriteSymbolId(name)}" viewBox="0 0 24 24">.*?stroke="currentColor".*?</symbol>`),
      );
    }
    expect(html.match(/<symbol /g)).toHaveLength(spriteIcons.size);
  });
});
