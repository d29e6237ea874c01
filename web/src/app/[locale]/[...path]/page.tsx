import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { resolveCatchAll } from '@/site/catch-all-resolution';

type Props = PageProps<'/[locale]/[...path]'>;

async function resolution({ params, searchParams }: Props) {
  const { locale, path } = await params;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(await searchParams)) {
    for (const item of Array.isArray(value) ? value : [value]) if (item !== undefined) query.append(key, item);
  }
  return resolveCatchAll(locale, path, query.toString());
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const result = await resolution(props);
  return result.kind === 'page' ? (result.page.metadata ?? {}) : {};
}

/**
 * Everything that is not a file-system page lands here and goes through the resolver chain:
 * patterned fixed routes → CMS slugs → catalogue → 404. Read requests outside draft mode are sent to
 * the cached twin (`cached/[key]/[...path]`) by the proxy; this route renders the rest per request:
 * draft-mode previews and forms posted to a page.
 */
export default async function CatchAllPage(props: Props) {
  const result = await resolution(props);
  if (result.kind !== 'page') notFound();
  return result.page.render();
}
