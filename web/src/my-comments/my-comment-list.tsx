import type { Locale } from '@seedshop/locales';
import { Link } from '@/routing/link';
import { getIntl } from '@/i18n/server';
import { pathTo } from '@/routing/paths';
import { buttonClasses } from '@/ui/kit/button';
import { Pagination } from '@/ui/kit/pagination';
import { MyCommentItem } from './my-comment-item';
import type { MyCommentList } from './my-comment-model';

/** "My comments": the customer's reviews, newest first, a page at a time; none yet: a way to the seeds. */
export function MyCommentListView({
  locale,
  list,
  catalogHref,
}: {
  readonly locale: Locale;
  readonly list: MyCommentList;
  readonly catalogHref: string;
}) {
  const intl = getIntl(locale);
  const t = intl.formatMessage;
  if (list.total === 0) {
    return (
      <div className="rounded-lg border border-dashed border-ink-300 p-8 text-center">
        <p className="text-ink-700">{t({ id: 'myComments.empty' })}</p>
        <Link href={catalogHref} className={buttonClasses({ className: 'mt-4' })}>
          {t({ id: 'myComments.browse' })}
        </Link>
      </div>
    );
  }
  const listPath = pathTo(locale, 'accountComments');
  return (
    <div className="flex flex-col gap-6">
      <p className="text-ink-700">{t({ id: 'myComments.intro' }, { count: list.total })}</p>
      <ul className="flex flex-col gap-4">
        {list.items.map((comment) => (
          <li key={comment.id}>
            <MyCommentItem locale={locale} comment={comment} />
          </li>
        ))}
      </ul>
      <Pagination
        intl={intl}
        page={list.page}
        pageCount={list.pageCount}
        label={t({ id: 'myComments.pages' })}
        hrefFor={(page) =>
          page === 1 ? listPath : `${listPath}?${new URLSearchParams({ page: String(page) }).toString()}`
        }
      />
    </div>
  );
}
