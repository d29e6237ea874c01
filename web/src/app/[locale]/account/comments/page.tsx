import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { requireLocale } from '@/i18n/request-locale';
import { getIntl } from '@/i18n/server';
import { MyCommentListView } from '@/my-comments/my-comment-list';
import { readMyComments } from '@/my-comments/my-comments-api.server';
import { listPageOf } from '@/orders/order-query';
import { pageMetadata } from '@/routing/metadata';
import { alternatesOf } from '@/routing/paths';
import { generalCatalogPath } from '@/ui/shell/navigation';

// Personal: rendered for each request with the customer's session, never cached.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/account/comments'>): Promise<Metadata> {
  const locale = requireLocale((await params).locale);
  return pageMetadata({
    locale,
    title: getIntl(locale).formatMessage({ id: 'account.myComments' }),
    alternates: alternatesOf('accountComments'),
    noIndex: true,
  });
}

/** "My comments": the customer's reviews with where each stands (the account layout has checked the session). */
export default async function AccountCommentsPage({ params, searchParams }: PageProps<'/[locale]/account/comments'>) {
  const locale = requireLocale((await params).locale);
  const page = listPageOf((await searchParams).page);
  if (page === null) notFound();
  const lookup = await readMyComments(locale, page);
  if (lookup.kind !== 'found' || (page > 1 && page > lookup.value.pageCount)) notFound();
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold tracking-tight text-ink-900">
        {getIntl(locale).formatMessage({ id: 'account.myComments' })}
      </h1>
      <MyCommentListView locale={locale} list={lookup.value} catalogHref={generalCatalogPath(locale)} />
    </div>
  );
}
