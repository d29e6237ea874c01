import { formatCalendarDate, type Locale } from '@seedshop/locales';
import { Link } from '@/routing/link';
import { getIntl } from '@/i18n/server';
import { pathTo } from '@/routing/paths';
import { Badge } from '@/ui/kit/badge';
import { buttonClasses } from '@/ui/kit/button';
import { formatPrice } from '@/ui/kit/format-price';
import { Pagination } from '@/ui/kit/pagination';
import { orderDateOptions, orderStatusLabels } from './order-labels';
import type { OrderList } from './order-model';
import { TableHead } from './table-head';

const td = 'px-3 py-3 text-ink-900';

/** The customer's orders, newest first, a page at a time; none yet: a way to the catalogue. */
export function OrderListView({
  locale,
  list,
  catalogHref,
}: {
  readonly locale: Locale;
  readonly list: OrderList;
  readonly catalogHref: string;
}) {
  const intl = getIntl(locale);
  const t = intl.formatMessage;
  if (list.total === 0) {
    return (
      <div className="rounded-[var(--radius-card)] border border-ink-200 bg-white p-6 text-center shadow-card">
        <p className="text-ink-700">{t({ id: 'orders.list.empty' })}</p>
        <Link href={catalogHref} className={buttonClasses({ className: 'mt-4' })}>
          {t({ id: 'orders.list.browse' })}
        </Link>
      </div>
    );
  }
  const listPath = pathTo(locale, 'accountOrders');
  return (
    <div className="flex flex-col gap-4">
      <p className="text-ink-700">{t({ id: 'orders.list.count' }, { count: list.total })}</p>
      <div className="overflow-x-auto rounded-[var(--radius-card)] border border-ink-200 bg-white shadow-card">
        <table className="w-full border-collapse">
          <caption className="sr-only">
            {t({ id: 'orders.list.caption' }, { page: list.page, pageCount: list.pageCount })}
          </caption>
          <TableHead
            className="border-b border-ink-200 bg-ink-50"
            columns={[
              { label: t({ id: 'orders.list.number' }) },
              { label: t({ id: 'orders.list.date' }) },
              { label: t({ id: 'orders.list.status' }) },
              { label: t({ id: 'orders.list.items' }), numeric: true },
              { label: t({ id: 'orders.list.total' }), numeric: true },
            ]}
          />
          <tbody>
            {list.orders.map((order) => {
              const status = orderStatusLabels[order.status];
              return (
                <tr key={order.number} className="border-b border-ink-100 last:border-b-0" data-testid="order-row">
                  <th scope="row" className={`${td} text-left font-medium`}>
                    <Link
                      href={pathTo(locale, 'accountOrder', { number: order.number })}
                      className="font-mono text-brand-700 underline hover:text-brand-800"
                    >
                      {order.number}
                    </Link>
                  </th>
                  <td className={td}>
                    <time dateTime={order.createdAt}>
                      {formatCalendarDate(Date.parse(order.createdAt), intl.locale, orderDateOptions)}
                    </time>
                  </td>
                  <td className={td}>
                    <Badge variant={status.badge}>{t({ id: status.label })}</Badge>
                  </td>
                  <td className={`${td} text-right`}>{intl.formatNumber(order.itemCount)}</td>
                  <td className={`${td} text-right whitespace-nowrap`}>{formatPrice(order.totalCents, intl.locale)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <Pagination
        intl={intl}
        page={list.page}
        pageCount={list.pageCount}
        label={t({ id: 'orders.list.pages' })}
        hrefFor={(page) =>
          page === 1 ? listPath : `${listPath}?${new URLSearchParams({ page: String(page) }).toString()}`
        }
      />
    </div>
  );
}
