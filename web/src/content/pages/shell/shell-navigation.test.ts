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
  topLists: null,
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

  it('adds a "Top 10" menu after the catalogue with the chosen lists of the language, in order', () => {
    const list = (id: string, language: 'de' | 'en', title: string, slug: string) => ({
      _id: id,
      language,
      title,
      slug,
    });
    const nav = editorNavigation('de', {
      ...settings,
      topLists: [
        list('topList.cbd.de', 'de', 'Die 10 besten CBD-Sorten', 'cbd-sorten'),
        list('topList.cbd.en', 'en', 'Top 10 CBD strains', 'cbd-strains'),
        list('topList.auto.de', 'de', ' Die 10 besten Autoflowering-Sorten ', 'autoflower-sorten'),
        list('topList.draft.de', 'de', 'Ohne Slug', ''),
      ],
    });
    const lists = [
      { label: 'Die 10 besten CBD-Sorten', href: '/de/top-10-cbd-sorten', external: false },
      { label: 'Die 10 besten Autoflowering-Sorten', href: '/de/top-10-autoflower-sorten', external: false },
    ];
    expect(nav.topLists).toEqual(lists);
    expect(nav.header.map((item) => item.label)).toEqual(['Katalog', 'Top 10', 'Hersteller']);
    expect(nav.header[1]).toEqual({ label: 'Top 10', href: '/de/top-10-cbd-sorten', external: false, children: lists });
  });

  it('has no "Top 10" menu without chosen lists, and puts it into the built-in header too', () => {
    expect(editorNavigation('en', settings).header.map((item) => item.label)).not.toContain('Top 10');
    expect(builtInNavigation('en').topLists).toEqual([]);
    const nav = editorNavigation('es', {
      ...settings,
      headerNav: null,
      topLists: [
        { _id: 'topList.cbd.es', language: 'es', title: 'Las 10 mejores variedades CBD', slug: 'variedades-cbd' },
      ],
    });
    expect(nav.header[0]?.label).toBe('Semillas de cannabis');
    expect(nav.header[1]).toMatchObject({ label: 'Top 10', href: '/es/top-10-variedades-cbd' });
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
