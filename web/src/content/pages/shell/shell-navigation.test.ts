import { describe, expect, it } from 'vitest';
import type { SiteSettingsQueryResult } from '@/content/sanity.types';
import { builtInNavigation, editorNavigation } from './shell-navigation.server';

const settings: NonNullable<SiteSettingsQueryResult> = {
  _id: 'siteSettings.main.de',
  headerNav: [
    {
      _key: 'a',
      label: 'Katalog',
      href: '/cannabis-samen',
      children: [
        { _key: 'a1', label: 'Autoflower', href: '/cannabis-samen/autoflower-samen' },
        { _key: 'a2', label: 'Böse', href: 'javascript:alert(1)' },
      ],
    },
    { _key: 'b', label: 'Hersteller', href: 'https://breeder.example/', children: null },
    { _key: 'c', label: 'Kaputt', href: 'data:text/html,x', children: null },
  ],
  footerColumns: [
    { _key: 'f', title: 'Service', links: [{ _key: 'f1', label: 'Versand', href: '/shipping' }] },
    { _key: 'g', title: 'Leer', links: [] },
  ],
  footerNote: '  Nur für Erwachsene.  ',
  seo: null,
};

describe('editorNavigation', () => {
  it('localizes internal links, keeps external ones and drops what safeHref refuses', () => {
    const nav = editorNavigation('de', settings);
    expect(nav.header).toEqual([
      {
        label: 'Katalog',
        href: '/de/cannabis-samen',
        external: false,
        children: [{ label: 'Autoflower', href: '/de/cannabis-samen/autoflower-samen', external: false }],
      },
      { label: 'Hersteller', href: 'https://breeder.example/', external: true, children: [] },
    ]);
    expect(nav.footerColumns).toEqual([
      { title: 'Service', links: [{ label: 'Versand', href: '/de/shipping', external: false }] },
    ]);
    expect(nav.footerNote).toBe('Nur für Erwachsene.');
  });

  it('keeps the built-in parts the document leaves empty', () => {
    const nav = editorNavigation('fr', { ...settings, headerNav: null, footerColumns: [], footerNote: null });
    const builtIn = builtInNavigation('fr');
    expect(nav.header).toEqual(builtIn.header);
    expect(nav.footerColumns).toEqual(builtIn.footerColumns);
    expect(nav.footerNote).toBeNull();
    expect(builtIn.header[0]).toEqual({
      label: 'Graines de cannabis',
      href: '/fr/graines-de-cannabis',
      external: false,
      children: [],
    });
  });
});
