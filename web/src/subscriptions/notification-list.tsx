import 'server-only';
import { formatCalendarDate, localeTag, type Locale } from '@seedshop/locales';
import { clsx } from 'clsx';
import { Link } from '@/routing/link';
import { productPath } from '@/catalogue/catalogue-paths';
import { getIntl } from '@/i18n/server';
import { pathTo } from '@/routing/paths';
import { Badge } from '@/ui/kit/badge';
import { formatPrice } from '@/ui/kit/format-price';
import { Pagination } from '@/ui/kit/pagination';
import { AlertActionButton } from './alert-action-button';
import type { Notification, Paged } from './alert-model';

/** Page 1 is the section's own path; later pages add `?page=`. */
function pageHref(base: string, page: number): string {
  return page === 1 ? base : `${base}?${new URLSearchParams({ page: String(page) }).toString()}`;
}

/** Product notifications, newest first: unread ones marked, each can be marked read, or all at once. */
export function NotificationList({
  locale,
  list,
}: {
  readonly locale: Locale;
  readonly list: Paged<Notification> & { readonly unread: number };
}) {
  const intl = getIntl(locale);
  const t = intl.formatMessage;
  const tag = localeTag(locale);
  const dateOptions = { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Berlin' } as const;
  if (list.items.length === 0) return <p className="text-ink-700">{t({ id: 'notifications.empty' })}</p>;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-ink-700">{t({ id: 'notifications.unread' }, { count: list.unread })}</p>
        {list.unread > 0 && (
          <AlertActionButton
            endpoint="account/notifications/read"
            method="POST"
            json={{ all: true }}
            label="notifications.markAllRead"
            done="notifications.markedRead"
          />
        )}
      </div>
      <ul className="flex flex-col gap-3" data-testid="notification-list">
        {list.items.map((entry) => {
          const name = entry.product?.name ?? t({ id: 'subscriptions.page.productGone' });
          const text =
            entry.kind === 'restocked'
              ? t({ id: 'notifications.restocked' }, { name, count: entry.packSize ?? 0 })
              : entry.kind === 'price-dropped'
                ? t(
                    { id: 'notifications.priceDropped' },
                    {
                      name,
                      old: formatPrice(entry.oldPriceCents ?? 0, tag),
                      new: formatPrice(entry.newPriceCents ?? 0, tag),
                    },
                  )
                : t({ id: 'notifications.reviewPublished' }, { name });
          const href =
            entry.product === null
              ? null
              : `${productPath(locale, entry.product.path)}${
                  entry.kind === 'restocked' && entry.packSize !== null
                    ? `?pack=${entry.packSize}`
                    : entry.kind === 'review-published'
                      ? '#reviews'
                      : ''
                }`;
          return (
            <li
              key={entry.id}
              data-testid="notification"
              data-read={entry.read ? 'true' : 'false'}
              className={clsx(
                'flex flex-col gap-3 rounded-lg border p-4 sm:flex-row sm:items-center',
                entry.read ? 'border-ink-200' : 'border-brand-700 bg-brand-50',
              )}
            >
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                {href === null ? (
                  <span className="text-ink-900">{text}</span>
                ) : (
                  <Link href={href} className="text-ink-900 hover:underline">
                    {text}
                  </Link>
                )}
                <span className="text-xs text-ink-600">
                  {formatCalendarDate(new Date(entry.createdAt), tag, dateOptions)}
                </span>
              </div>
              {!entry.read && <Badge variant="info">{t({ id: 'notifications.new' })}</Badge>}
              {!entry.read && (
                <AlertActionButton
                  endpoint="account/notifications/read"
                  method="POST"
                  json={{ ids: [entry.id] }}
                  label="notifications.markRead"
                  accessibleLabel={t({ id: 'notifications.markReadNamed' }, { text })}
                  done="notifications.markedRead"
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
        hrefFor={(page) => pageHref(pathTo(locale, 'accountNotifications'), page)}
      />
    </div>
  );
}
