import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { clientMessageIds } from './client-message-ids';
import { scanThisSource } from './client-message-source';
import { scanClientMessages } from './client-message-scan';

describe('the messages sent to the browser', () => {
  // One TypeScript program over web/src: seconds alone, up to a minute on a loaded machine.
  const scan = scanThisSource();

  it('leave out no id a client module can ask for, and nothing makes that uncertain', () => {
    expect(scan.problems).toEqual([]);
    const committed = new Set<string>(clientMessageIds);
    const missing = scan.ids.filter((id) => !committed.has(id));
    expect(missing, 'run `pnpm --filter @seedshop/web run client-messages`').toEqual([]);
  });

  it('hold only ids client modules use (so the payload stays small)', () => {
    const used = new Set(scan.ids);
    const unused = clientMessageIds.filter((id) => !used.has(id));
    expect(unused, 'run `pnpm --filter @seedshop/web run client-messages`').toEqual([]);
  });

  it('are found in the islands, the shell and the forms', () => {
    expect(scan.clientModules).toContain('cart/cart-page.tsx');
    expect(scan.clientModules).toContain('ui/kit/button.tsx'); // shared, imported by islands
    expect(scan.clientModules).not.toContain('app/[locale]/layout.tsx');
    expect(clientMessageIds).toContain('header.login'); // account-entry.tsx, a ternary
    expect(clientMessageIds).toContain('kit.rating.value.3'); // rating-input.tsx, a template id
    expect(clientMessageIds).not.toContain('site.description'); // page metadata, server only
  }, 120_000);
}, 180_000);

describe('scanClientMessages', () => {
  const root = mkdtempSync(join(tmpdir(), 'client-message-scan-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const keys = [
    'shop.title',
    'cart.add',
    'cart.remove',
    'rating.value.1',
    'rating.value.2',
    'server.only',
    'mail.intro',
  ];
  const write = (files: Record<string, string>) => {
    const dir = mkdtempSync(join(root, 'case-'));
    writeFileSync(
      join(dir, 'tsconfig.json'),
      JSON.stringify({ compilerOptions: { strict: true, jsx: 'preserve', paths: { '@/*': ['./src/*'] } } }),
    );
    const base: Record<string, string> = {
      'messages.ts': `export type MessageId = ${keys.map((key) => `'${key}'`).join(' | ')};`,
    };
    for (const [path, text] of Object.entries({ ...base, ...files })) {
      mkdirSync(dirname(join(dir, 'src', path)), { recursive: true });
      writeFileSync(join(dir, 'src', path), text);
    }
    return (prefixes: string[] = []) =>
      scanClientMessages({ sourceDir: join(dir, 'src'), catalogueKeys: keys, prefixes });
  };

  it('takes the ids of client modules and of what they import, not of server modules', () => {
    const scan = write({
      'island.tsx': `'use client';\nimport { label } from './labels';\nimport type { Only } from './types';\nexport const Island = () => label('cart.add');`,
      'labels.ts': `export const label = (id: string) => id === 'cart.remove' ? id : '';`,
      'types.ts': `export type Only = 'shop.title';`,
      'lazy.tsx': `'use client';\nexport const Lazy = () => import('@/later');`,
      'later.ts': `export const later = 'rating.value.1';`,
      'page.tsx': `import { Island } from './island';\nexport const Page = () => <Island />;\nconst title = 'server.only';`,
    })();
    expect(scan.ids).toEqual(['cart.add', 'cart.remove', 'rating.value.1']);
    expect(scan.clientModules).toEqual(['island.tsx', 'labels.ts', 'later.ts', 'lazy.tsx']);
    expect(scan.problems).toEqual([]);
  });

  it('needs a declared prefix for a template or concatenated id, and then takes every key under it', () => {
    const scan = write({
      'stars.tsx': `'use client';\nexport const a = (n: number) => \`rating.value.\${n}\`;\nexport const b = (n: string) => 'cart.' + n;`,
    });
    expect(scan().problems).toEqual([
      "stars.tsx:2: dynamic id 'rating.value.…' has no declared prefix",
      "stars.tsx:3: dynamic id 'cart.…' has no declared prefix",
    ]);
    const declared = scan(['rating.value.', 'cart.']);
    expect(declared.problems).toEqual([]);
    expect(declared.ids).toEqual(['cart.add', 'cart.remove', 'rating.value.1', 'rating.value.2']);
  });

  it('reports a cast to MessageId in client code', () => {
    const scan = write({
      'island.tsx': `'use client';\nimport type { MessageId } from './messages';\nexport const id = (code: string) => code as MessageId;`,
    })();
    expect(scan.problems).toEqual(['island.tsx:3: a cast to MessageId hides which ids client code asks for']);
  });

  it('takes the ids a server component passes as props, and reports a prop that can be any id', () => {
    const scan = write({
      'island.tsx': `'use client';\nimport type { MessageId } from './messages';\nexport function Island(props: { label: MessageId; copy?: { intro: MessageId } }) { return null; }`,
      'page.tsx': [
        `import type { MessageId } from './messages';`,
        `import { Island } from './island';`,
        `const copy = { intro: 'mail.intro' } as const;`,
        `export const Fixed = () => <Island label="shop.title" copy={copy} />;`,
        `export const Any = ({ id }: { id: MessageId }) => <Island label={id} />;`,
      ].join('\n'),
    })();
    expect(scan.ids).toEqual(['mail.intro', 'shop.title']);
    expect(scan.problems).toEqual([
      'page.tsx:5: prop label of <Island> can be any message id; narrow its type to the ids it holds, or format the message on the server',
    ]);
  });
});
