import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cachedPagesSegment, isSharedPage, personalFileRoutes, sharedFileRoutes } from './shared-pages';

describe('pages a shared cache may keep', () => {
  it('classifies every file-system page under app/[locale] as shared or personal (besides the catch-all’s cached twin)', () => {
    const routes = readdirSync(new URL('../app/[locale]/', import.meta.url), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('['))
      .map((entry) => entry.name)
      .sort();
    expect(routes).toEqual([...sharedFileRoutes, ...personalFileRoutes, cachedPagesSegment].sort());
  });

  it('shares the home, catalogue, content and search pages', () => {
    for (const path of [
      '/en',
      '/de/',
      '/en/cannabis-seeds',
      '/fr/graines-de-cannabis/graines-feminisees/x',
      '/de/blog',
      '/es/search',
      '/en/all-seed-banks',
    ]) {
      expect(isSharedPage(path), path).toBe(true);
    }
  });

  it('never shares account, cart, sign-in or token pages', () => {
    for (const path of [
      '/en/account',
      '/de/account/orders/SS-1',
      '/en/cart/checkout',
      '/fr/login',
      '/en/reset-password',
      '/es/order',
      '/en/newsletter/confirm',
      '/de/comparison/shared/abc',
      '/en/favorites',
    ]) {
      expect(isSharedPage(path), path).toBe(false);
    }
  });
});
