import { describe, expect, it } from 'vitest';
import { switchLocaleTarget } from './switch-locale';

describe('language switch target', () => {
  it('keeps the page and its query, changing only the language', async () => {
    await expect(switchLocaleTarget('de', '/ui-page')).resolves.toBe('/de/ui-page');
    await expect(switchLocaleTarget('en', '/fr/ui-page?tab=2')).resolves.toBe('/ui-page?tab=2');
    await expect(switchLocaleTarget('es', '/de')).resolves.toBe('/es');
    await expect(switchLocaleTarget('en', '/de')).resolves.toBe('/');
  });

  it('falls back to the home page for anything that is not a same-site path', async () => {
    await expect(switchLocaleTarget('fr', null)).resolves.toBe('/fr');
    await expect(switchLocaleTarget('fr', '//evil.example/x')).resolves.toBe('/fr');
    await expect(switchLocaleTarget('fr', 'https://evil.example/x')).resolves.toBe('/fr');
    await expect(switchLocaleTarget('fr', '/\\evil.example')).resolves.toBe('/fr');
    await expect(switchLocaleTarget('fr', '/.//evil.example')).resolves.toBe('/fr');
  });

  it('never answers a path another host could be read from', async () => {
    await expect(switchLocaleTarget('en', '/de//evil.example')).resolves.toBe('/');
    await expect(switchLocaleTarget('en', '/es//evil.example/x?y=1')).resolves.toBe('/');
  });
});
