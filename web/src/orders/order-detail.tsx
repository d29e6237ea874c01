import { formatCalendarDate, type Locale } from '@seedshop/locales';
import { shopApiPath } from '@seedshop/urls';
import { getIntl } from '@/i18n/server';
import { Icon } from '@/ui/icon/icon';
import { Badge } from '@/ui/kit/badge';
import { buttonClasses } from '@/ui/kit/button';
import { formatPrice } from '@/ui/kit/format-price';
import { OrderAddressBlock } from './order-address';
import {
  orderDateOptions,
  orderDateTimeOptions,
  orderStatusLabels,
  paymentMethodLabels,
  shippingMethodLabels,
} from './order-labels';
import type { Order } from './order-model';
import { PaymentInstructionsPanel } from './payment-instructions';
import { ReorderButton } from './reorder-button';
import { TableHead } from './table-head';

const sectionTitle = 'text-xl font-semibold text-ink-900';
const card = 'rounded-[var(--radius-card)] border border-ink-200 bg-white p-5 shadow-card';
const td = 'px-3 py-3 align-top text-ink-900';
const tdEnd = 'px-3 py-3 text-right align-top whitespace-nowrap text-ink-900';

/**
 * One placed order, as its customer sees it in the account and a guest through the signed link:
 * payment instructions while it is unpaid, the lines, VAT per rate and totals, delivery (with the
 * parcel's tracking once shipped), the addresses, the history, the invoice once paid and, in the
 * account, "Order again".
 */
export function OrderDetail({
  locale,
  order,
  view,
}: {
  readonly locale: Locale;
  readonly order: Order;
  /** `account`: the customer's own page (with "Order again"); `link`: the signed link, no account actions. */
  readonly view: 'account' | 'link';
}) {
  const intl = getIntl(locale);
  const t = intl.formatMessage;
  const money = (cents: number) => formatPrice(cents, intl.locale);
  const status = orderStatusLabels[order.status];
  const percent = (rate: number) => intl.formatNumber(rate / 100, { style: 'percent', maximumFractionDigits: 2 });
  const { shipping } = order;

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
        <span data-testid="order-status">
          <Badge variant={status.badge} className="text-sm">
            {t({ id: status.label })}
          </Badge>
        </span>
        <p className="text-ink-700">
          {t(
            { id: 'orders.detail.placedOn' },
            { date: formatCalendarDate(Date.parse(order.createdAt), intl.locale, orderDateOptions) },
          )}
        </p>
        <div className="flex flex-wrap gap-3 sm:ml-auto">
          {order.invoicePath !== null && (
            <a href={shopApiPath(order.invoicePath)} download className={buttonClasses({ variant: 'secondary' })}>
              <Icon name="lucide:file-down" />
              {t({ id: 'orders.invoice.download' })}
            </a>
          )}
          {view === 'account' && <ReorderButton locale={locale} number={order.number} />}
        </div>
      </div>

      {order.status === 'awaiting-payment' && order.payment !== null && (
        <PaymentInstructionsPanel intl={intl} payment={order.payment} payBy={order.payBy} />
      )}

      <section aria-labelledby="order-items-title" className={card}>
        <h2 id="order-items-title" className={sectionTitle}>
          {t({ id: 'orders.detail.items' })}
        </h2>
        <div className="mt-3 overflow-x-auto">
          <table className="w-full border-collapse">
            <TableHead
              className="border-b border-ink-200"
              columns={[
                { label: t({ id: 'orders.detail.product' }) },
                { label: t({ id: 'orders.detail.pack' }) },
                { label: t({ id: 'orders.detail.quantity' }), numeric: true },
                { label: t({ id: 'orders.detail.unitPrice' }), numeric: true },
                { label: t({ id: 'orders.detail.lineTotal' }), numeric: true },
              ]}
            />
            <tbody>
              {order.lines.map((line) => (
                <tr
                  key={`${line.variantId}-${line.gift ? 'gift' : 'line'}`}
                  className="border-b border-ink-100"
                  data-testid="order-line"
                >
                  <th scope="row" className={`${td} text-left font-medium`}>
                    <span className="block">{line.productName}</span>
                    <span className="block text-sm font-normal text-ink-700">
                      {t({ id: 'orders.detail.seedBank' }, { name: line.seedBankName })}
                    </span>
                    {line.gift && (
                      <Badge variant="success" className="mt-1">
                        {t({ id: 'orders.detail.gift' })}
                      </Badge>
                    )}
                    {line.discountName !== null && (
                      <span className="mt-1 block text-sm font-normal text-ink-700">{line.discountName}</span>
                    )}
                  </th>
                  <td className={td}>{t({ id: 'orders.detail.packSize' }, { count: line.packSize })}</td>
                  <td className={tdEnd}>{intl.formatNumber(line.quantity)}</td>
                  <td className={tdEnd}>{money(line.unitGrossCents)}</td>
                  <td className={tdEnd}>{money(line.grossCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>

        <h3 className="sr-only">{t({ id: 'orders.totals.title' })}</h3>
        <dl className="mt-4 ml-auto max-w-sm space-y-2" data-testid="order-totals">
          <div className="flex justify-between gap-4">
            <dt className="text-ink-700">
              {t({ id: 'orders.totals.shipping' }, { method: t({ id: shippingMethodLabels[shipping.method] }) })}
            </dt>
            <dd className="text-ink-900">{money(shipping.grossCents)}</dd>
          </div>
          {order.couponCode !== null && (
            <div className="flex justify-between gap-4">
              <dt className="text-ink-700">{t({ id: 'orders.totals.coupon' })}</dt>
              <dd className="font-mono text-ink-900">{order.couponCode}</dd>
            </div>
          )}
          <div className="flex justify-between gap-4">
            <dt className="text-ink-700">{t({ id: 'orders.totals.net' })}</dt>
            <dd className="text-ink-900">{money(order.netCents)}</dd>
          </div>
          {order.vat.length === 0 || order.vatCents === 0 ? (
            <div className="flex justify-between gap-4">
              <dt className="text-ink-700">{t({ id: 'orders.totals.noVat' })}</dt>
              <dd className="text-ink-900">{money(0)}</dd>
            </div>
          ) : (
            order.vat.map((share) => (
              <div key={share.ratePercent} className="flex justify-between gap-4">
                <dt className="text-ink-700">
                  {t({ id: 'orders.totals.vatRate' }, { rate: percent(share.ratePercent), net: money(share.netCents) })}
                </dt>
                <dd className="text-ink-900">{money(share.vatCents)}</dd>
              </div>
            ))
          )}
          <div className="flex justify-between gap-4 border-t border-ink-200 pt-2 text-lg font-semibold">
            <dt className="text-ink-900">{t({ id: 'orders.totals.total' })}</dt>
            <dd className="text-ink-900">{money(order.totalCents)}</dd>
          </div>
        </dl>
      </section>

      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="order-delivery-title" className={card}>
          <h2 id="order-delivery-title" className={sectionTitle}>
            {t({ id: 'orders.detail.delivery' })}
          </h2>
          <p className="mt-3 font-medium text-ink-900">{t({ id: shippingMethodLabels[shipping.method] })}</p>
          <p className="mt-1 text-ink-700">
            {t({ id: 'orders.detail.estimate' }, { min: shipping.estimateDays.min, max: shipping.estimateDays.max })}
          </p>
          <p className="mt-2 text-sm text-ink-700">{t({ id: 'orders.detail.discreet' })}</p>
          {shipping.trackingNumber !== null && (
            <div className="mt-4" data-testid="order-tracking">
              <dl className="space-y-2">
                {shipping.carrier !== null && (
                  <div className="flex flex-wrap gap-x-2">
                    <dt className="font-medium text-ink-700">{t({ id: 'orders.detail.carrier' })}</dt>
                    <dd className="text-ink-900">{shipping.carrier}</dd>
                  </div>
                )}
                <div className="flex flex-wrap gap-x-2">
                  <dt className="font-medium text-ink-700">{t({ id: 'orders.detail.trackingNumber' })}</dt>
                  <dd className="font-mono text-ink-900">{shipping.trackingNumber}</dd>
                </div>
              </dl>
              {shipping.trackingUrl !== null && (
                <p className="mt-2">
                  <a
                    href={shipping.trackingUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex items-center gap-1 font-medium text-brand-700 underline hover:text-brand-800"
                  >
                    {t({ id: 'orders.detail.trackParcel' })}
                    <Icon name="lucide:external-link" />
                    <span className="sr-only">{t({ id: 'orders.detail.newWindow' })}</span>
                  </a>
                </p>
              )}
            </div>
          )}
        </section>

        <section aria-labelledby="order-payment-title" className={card}>
          <h2 id="order-payment-title" className={sectionTitle}>
            {t({ id: 'orders.detail.payment' })}
          </h2>
          <p className="mt-3 text-ink-900">{t({ id: paymentMethodLabels[order.paymentMethod] })}</p>
          <p className="mt-1 text-sm text-ink-700">
            {t({ id: 'orders.detail.confirmationTo' }, { email: order.email })}
          </p>
        </section>
      </div>

      <section aria-labelledby="order-addresses-title" className={card}>
        <h2 id="order-addresses-title" className={sectionTitle}>
          {t({ id: 'orders.detail.addresses' })}
        </h2>
        <div className="mt-3 grid gap-6 sm:grid-cols-2">
          <OrderAddressBlock
            intl={intl}
            title={t({ id: 'orders.detail.shippingAddress' })}
            address={order.shippingAddress}
          />
          <OrderAddressBlock
            intl={intl}
            title={t({ id: 'orders.detail.billingAddress' })}
            address={order.billingAddress}
          />
        </div>
      </section>

      <section aria-labelledby="order-history-title" className={card}>
        <h2 id="order-history-title" className={sectionTitle}>
          {t({ id: 'orders.history.title' })}
        </h2>
        <div className="mt-3 overflow-x-auto">
          <table className="w-full border-collapse">
            <TableHead
              className="border-b border-ink-200"
              columns={[
                { label: t({ id: 'orders.history.date' }) },
                { label: t({ id: 'orders.history.status' }) },
                { label: t({ id: 'orders.history.note' }) },
              ]}
            />
            <tbody>
              {order.history.map((event, index) => (
                <tr key={`${event.at}-${index}`} className="border-b border-ink-100">
                  <td className={td}>
                    <time dateTime={event.at}>
                      {formatCalendarDate(new Date(event.at), intl.locale, orderDateTimeOptions)}
                    </time>
                  </td>
                  <td className={td}>{t({ id: orderStatusLabels[event.status].label })}</td>
                  <td className={td}>{event.note ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  );
}
