import 'server-only';
import { formatCalendarDate, localeTag, type Locale } from '@seedshop/locales';
import { Link } from '@/routing/link';
import { productPath } from '@/catalogue/catalogue-paths';
import { getIntl } from '@/i18n/server';
import { pathTo } from '@/routing/paths';
import { Badge } from '@/ui/kit/badge';
import { formatPrice } from '@/ui/kit/format-price';
import { Pagination } from '@/ui/kit/pagination';
import { AlertActionButton } from './alert-action-button';
import type { Paged, Subscription } from './alert-model';

/** Page 1 is the section's own path; later pages add `?page=`. */
function pageHref(base: string, page: number): string {
  return page === 1 ? base : `${base}?${new URLSearchParams({ page: String(page) }).toString()}`;
}

const statusVariant = { pending: 'warning', active: 'info', fulfilled: 'success', cancelled: 'neutral' } as const;

/** "Product subscriptions": what the customer waits for (active) and what already fired (fulfilled), with cancel. */
export function SubscriptionList({ locale, list }: { readonly locale: Locale; readonly list: Paged<Subscription> }) {
  const intl = getIntl(locale);
  const t = intl.formatMessage;
  const tag = localeTag(locale);
  const date = (at: string) => formatCalendarDate(new Date(at), tag, { dateStyle: 'medium' });
  if (list.items.length === 0) {
    return <p className="text-ink-700">{t({ id: 'subscriptions.page.empty' })}</p>;
  }
  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col gap-3" data-testid="subscription-list">
        {list.items.map((entry) => {
          const name = entry.product?.name ?? t({ id: 'subscriptions.page.productGone' });
          const what =
            entry.kind === 'back-in-stock'
              ? t({ id: 'subscriptions.page.backInStock' }, { count: entry.packSize ?? 0 })
              : t({ id: 'subscriptions.page.priceDrop' }, { price: formatPrice(entry.baselinePriceCents ?? 0, tag) });
          const open = entry.status === 'active' || entry.status === 'pending';
          return (
            <li
              key={entry.id}
              data-testid="subscription"
              data-status={entry.status}
              className="flex flex-col gap-3 rounded-lg border border-ink-200 p-4 sm:flex-row sm:items-center"
            >
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                {entry.product === null ? (
                  <span className="font-semibold text-ink-900">{name}</span>
                ) : (
                  <Link
                    href={`${productPath(locale, entry.product.path)}${entry.packSize === null ? '' : `?pack=${entry.packSize}`}`}
                    className="font-semibold text-ink-900 hover:underline"
                  >
                    {name}
                  </Link>
                )}
                <span className="text-sm text-ink-700">{what}</span>
                <span className="text-xs text-ink-600">
                  {entry.fulfilledAt === null
                    ? t({ id: 'subscriptions.page.since' }, { date: date(entry.createdAt) })
                    : t({ id: 'subscriptions.page.firedOn' }, { date: date(entry.fulfilledAt) })}
                </span>
              </div>
              <Badge variant={statusVariant[entry.status]}>{t({ id: `subscriptions.status.${entry.status}` })}</Badge>
              {open && (
                <AlertActionButton
                  endpoint={`account/subscriptions/${entry.id}`}
                  method="DELETE"
                  label="subscriptions.page.cancel"
                  accessibleLabel={t({ id: 'subscriptions.page.cancelNamed' }, { name })}
                  done="subscriptions.page.cancelled"
                />
              )}
            </li>
          );
        })}
      </ul>
      <Pagination
        intl={intl}
        page={list.page}
        pageCount={list.pageCount}
        hrefFor={(page) => pageHref(pathTo(locale, 'accountSubscriptions'), page)}
      />
    </div>
  );
}
