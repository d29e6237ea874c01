import { describe, expect, it } from 'vitest';
import { pageResolvers } from './page-resolvers';
import { switchLocaleTarget } from '@/routing/switch-locale';

describe('language switch target', () => {
  it('keeps the page and its query, changing only the language', async () => {
    await expect(switchLocaleTarget('de', '/ui-page', pageResolvers)).resolves.toBe('/de/ui-page');
    await expect(switchLocaleTarget('en', '/fr/ui-page?tab=2', pageResolvers)).resolves.toBe('/ui-page?tab=2');
    await expect(switchLocaleTarget('es', '/de', pageResolvers)).resolves.toBe('/es');
    await expect(switchLocaleTarget('en', '/de', pageResolvers)).resolves.toBe('/');
  });

  it('falls back to the home page for anything that is not a same-site path', async () => {
    await expect(switchLocaleTarget('fr', null, pageResolvers)).resolves.toBe('/fr');
    await expect(switchLocaleTarget('fr', '//evil.example/x', pageResolvers)).resolves.toBe('/fr');
    await expect(switchLocaleTarget('fr', 'https://evil.example/x', pageResolvers)).resolves.toBe('/fr');
    await expect(switchLocaleTarget('fr', '/\\evil.example', pageResolvers)).resolves.toBe('/fr');
    await expect(switchLocaleTarget('fr', '/.//evil.example', pageResolvers)).resolves.toBe('/fr');
  });

  it('never answers a path another host could be read from', async () => {
    await expect(switchLocaleTarget('en', '/de//evil.example', pageResolvers)).resolves.toBe('/');
    await expect(switchLocaleTarget('en', '/es//evil.example/x?y=1', pageResolvers)).resolves.toBe('/');
  });
});
