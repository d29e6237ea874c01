import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { requireLocale } from '@/i18n/request-locale';
import { resolvePath } from '@/routing/resolve';
import { pageResolvers } from '@/site/page-resolvers';

type Props = PageProps<'/[locale]/[...path]'>;

const resolveRequest = cache(async (localeParam: string, path: readonly string[], search: string) => {
  const locale = requireLocale(localeParam);
  return resolvePath(locale, `/${path.join('/')}`, new URLSearchParams(search), pageResolvers);
});

async function resolution({ params, searchParams }: Props) {
  const { locale, path } = await params;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(await searchParams)) {
    for (const item of Array.isArray(value) ? value : [value]) if (item !== undefined) query.append(key, item);
  }
  // Next hands over decoded segments; re-encode so resolvers see one canonical form.
  return resolveRequest(locale, path.map(encodeURIComponent), query.toString());
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const result = await resolution(props);
  return result.kind === 'page' ? (result.page.metadata ?? {}) : {};
}

/**
 * Everything that is not a file-system page lands here and goes through the resolver chain:
 * patterned fixed routes → CMS slugs → catalogue → 404.
 */
export default async function CatchAllPage(props: Props) {
  const result = await resolution(props);
  if (result.kind !== 'page') notFound();
  return result.page.render();
}
