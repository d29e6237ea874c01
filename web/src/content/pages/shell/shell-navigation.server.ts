import 'server-only';
import type { Locale } from '@seedshop/locales';
import { unstable_rethrow } from 'next/navigation';
import { cache } from 'react';
import { safeHref } from '@/content/blocks/safe-href';
import { fetchContent } from '@/content/content-source.server';
import { typeTags } from '@/content/content-tags';
import { ContentUnavailableError } from '@/content/content-unavailable';
import { siteSettingsQuery } from '@/content/queries/pages-shell';
import { pathTo } from '@/routing/paths';
import { getIntl } from '@/i18n/server';
import { footerInfoLinks, mainNavigation, type NavLink } from '@/ui/shell/navigation';

/** A link of the header or the footer, its label already in the page's language. */
export interface ShellLink {
  readonly label: string;
  readonly href: string;
  /** An absolute URL of another site (opened with `rel="noopener noreferrer"`). */
  readonly external: boolean;
}

export interface ShellNavItem extends ShellLink {
  readonly children: readonly ShellLink[];
}

export interface ShellFooterColumn {
  readonly title: string;
  readonly links: readonly ShellLink[];
}

export interface ShellNavigation {
  /** The header menu; with top lists chosen, a "Top 10" item follows the first (catalogue) item. */
  readonly header: readonly ShellNavItem[];
  /** The top-10 lists the site settings choose, in their order (header menu and catalogue pages). */
  readonly topLists: readonly ShellLink[];
  readonly footerColumns: readonly ShellFooterColumn[];
  /** The editor's footer note; null → the built-in age notice. */
  readonly footerNote: string | null;
}

interface EditorLink {
  readonly label: string | null;
  readonly href: string | null;
}

/** An editor's link through the same rule as every CMS link; refused targets are left out. */
function editorLink(locale: Locale, link: EditorLink): ShellLink | null {
  const label = link.label?.trim();
  if (!label) return null;
  const safe = safeHref(link.href, locale);
  return safe === null ? null : { label, href: safe.href, external: safe.kind === 'external' };
}

function present<T>(value: T | null): value is T {
  return value !== null;
}

/** The storefront's own navigation: what the shell shows when a language has no siteSettings. */
export function builtInNavigation(locale: Locale): ShellNavigation {
  const intl = getIntl(locale);
  const translate = (links: readonly NavLink[]): ShellLink[] =>
    links.map((link) => ({ label: intl.formatMessage({ id: link.label }), href: link.href, external: false }));
  const main = translate(mainNavigation(locale));
  return {
    header: main.map((link) => ({ ...link, children: [] })),
    footerColumns: [
      { title: intl.formatMessage({ id: 'footer.shop' }), links: main },
      { title: intl.formatMessage({ id: 'footer.info' }), links: translate(footerInfoLinks(locale)) },
    ],
    footerNote: null,
    topLists: [],
  };
}

type SiteSettings = NonNullable<Awaited<ReturnType<typeof loadSiteSettings>>>;

function loadSiteSettings(locale: Locale) {
  return fetchContent(siteSettingsQuery, { language: locale }, { tags: typeTags('siteSettings') });
}

/** The chosen top lists that are published in the page's language and have a slug. */
function topListLinks(locale: Locale, lists: SiteSettings['topLists']): ShellLink[] {
  return (lists ?? [])
    .map((list): ShellLink | null => {
      const title = list?.title?.trim();
      if (!title || !list?.slug || list.language !== locale) return null;
      return { label: title, href: pathTo(locale, 'topList', { slug: list.slug }), external: false };
    })
    .filter(present);
}

/**
 * The "Top 10" menu: its sub-links are the lists and the item itself opens the first one (there
 * is no page of all lists). It follows the first item, the catalogue, as seed shops place their
 * best-of lists next to the catalogue.
 */
function withTopListsMenu(locale: Locale, header: readonly ShellNavItem[], lists: readonly ShellLink[]) {
  const [first] = lists;
  if (first === undefined) return header;
  const label = getIntl(locale).formatMessage({ id: 'nav.topLists' });
  const menu: ShellNavItem = { label, href: first.href, external: false, children: lists };
  return [...header.slice(0, 1), menu, ...header.slice(1)];
}

/** The navigation an editor set up; parts the document leaves empty keep the built-in ones. */
export function editorNavigation(locale: Locale, settings: SiteSettings): ShellNavigation {
  const fallback = builtInNavigation(locale);
  const topLists = topListLinks(locale, settings.topLists);
  const header = (settings.headerNav ?? [])
    .map((item): ShellNavItem | null => {
      const link = editorLink(locale, item);
      if (link === null) return null;
      return { ...link, children: (item.children ?? []).map((child) => editorLink(locale, child)).filter(present) };
    })
    .filter(present);
  const footerColumns = (settings.footerColumns ?? [])
    .map((column): ShellFooterColumn | null => {
      const links = (column.links ?? []).map((link) => editorLink(locale, link)).filter(present);
      const title = column.title?.trim();
      return title && links.length > 0 ? { title, links } : null;
    })
    .filter(present);
  return {
    header: withTopListsMenu(locale, header.length > 0 ? header : fallback.header, topLists),
    topLists,
    footerColumns: footerColumns.length > 0 ? footerColumns : fallback.footerColumns,
    footerNote: settings.footerNote?.trim() || null,
  };
}

/**
 * Header and footer navigation of a language from its `siteSettings` document. Without the
 * document — or when the content source fails — the shell keeps the built-in navigation: a broken
 * CMS must not take every page of the shop down with it.
 */
export const shellNavigation = cache(async (locale: Locale): Promise<ShellNavigation> => {
  try {
    const settings = await loadSiteSettings(locale);
    return settings === null ? builtInNavigation(locale) : editorNavigation(locale, settings);
  } catch (error) {
    // Next's own control flow (dynamic rendering bail-outs) must pass through.
    unstable_rethrow(error);
    // A lake that is down says so in one line; anything else keeps its details.
    const reason = error instanceof ContentUnavailableError ? error.message : error;
    console.error(`[content] siteSettings (${locale}) unavailable, using the built-in navigation:`, reason);
    return builtInNavigation(locale);
  }
});
