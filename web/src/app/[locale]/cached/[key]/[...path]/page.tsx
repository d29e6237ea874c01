import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { queryOfCachedPageKey } from '@/site/cached-pages';
import { resolveCatchAll } from '@/site/catch-all-resolution';

/**
 * The catch-all pages, rendered once per address and kept in Next's cache (docs/adr/0040): the
 * proxy sends every read of a catch-all address here, with the part of the query the pages read
 * as `key`. Nothing here reads cookies or headers, so no visitor's data can enter the cache;
 * personal parts (account entry, cart count, favourites) are client islands. A change purges the
 * affected pages by tag: a publish (content tags), a price, stock or review change in the shop
 * (catalogue tags), a promotion (prices tag); at the latest a page is rendered again after five
 * minutes, or when a promotion window opens or closes.
 */
export const dynamic = 'force-static';
export const revalidate = 300;

/** Nothing is rendered at build time: each address is rendered on its first request. */
export function generateStaticParams(): { key: string; path: string[] }[] {
  return [];
}

type Props = PageProps<'/[locale]/cached/[key]/[...path]'>;

async function resolution({ params }: Props) {
  const { locale, key, path } = await params;
  return resolveCatchAll(locale, path, queryOfCachedPageKey(key).toString());
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const result = await resolution(props);
  return result.kind === 'page' ? (result.page.metadata ?? {}) : {};
}

export default async function CachedCatchAllPage(props: Props) {
  const result = await resolution(props);
  if (result.kind !== 'page') notFound();
  return result.page.render();
}
