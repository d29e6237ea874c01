'use client';

import { useIntl } from '@/i18n/client-intl';
import type { Cart } from '@/cart/cart-model';
import { formatPrice } from '@/ui/kit/format-price';
import type { OrderConflict, Quote } from './checkout-model';

interface ReviewLine {
  readonly key: string;
  readonly name: string;
  readonly seedBank: string;
  readonly packSize: number;
  readonly quantity: number;
  readonly gift: boolean;
  readonly unitCents: number;
  readonly totalCents: number;
}

function quoteLines(quote: Quote): ReviewLine[] {
  return quote.lines.map((line, index) => ({
    key: `${line.variantId}-${line.gift ? 'gift' : 'line'}-${index}`,
    name: line.productName,
    seedBank: line.seedBankName,
    packSize: line.packSize,
    quantity: line.quantity,
    gift: line.gift,
    unitCents: line.unitGrossCents,
    totalCents: line.grossCents,
  }));
}

function cartLines(cart: Cart): ReviewLine[] {
  return cart.lines
    .filter((line) => line.inStock)
    .map((line) => ({
      key: line.id,
      name: line.productName,
      seedBank: line.seedBank.name,
      packSize: line.packSize,
      quantity: line.quantity,
      gift: false,
      unitCents: line.unitPriceCents,
      totalCents: line.lineTotalCents,
    }));
}

/**
 * The order as it will be placed: every line with pack, quantity, unit and line price, the
 * shipping, the VAT per rate and the total — all as the shop priced them for the destination. Before
 * a destination is chosen, the cart's prices are shown with German VAT and without shipping.
 */
export function ReviewTable({
  quote,
  cart,
  country,
}: {
  readonly quote: Quote | null;
  readonly cart: Cart;
  readonly country: string | null;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const price = (cents: number) => formatPrice(cents, intl.locale);
  const lines = quote === null ? cartLines(cart) : quoteLines(quote);
  const row = 'flex justify-between gap-4';
  return (
    <div className="space-y-4">
      <table className="w-full text-left text-sm" data-testid="checkout-lines">
        <caption className="sr-only">{t({ id: 'checkout.review.caption' })}</caption>
        <thead className="border-b border-ink-200 text-xs text-ink-600">
          <tr>
            <th scope="col" className="py-2 pr-2 font-medium">
              {t({ id: 'cart.line.product' })}
            </th>
            <th scope="col" className="px-2 py-2 text-right font-medium">
              {t({ id: 'cart.line.quantity' })}
            </th>
            <th scope="col" className="px-2 py-2 text-right font-medium">
              {t({ id: 'checkout.review.unit' })}
            </th>
            <th scope="col" className="py-2 pl-2 text-right font-medium">
              {t({ id: 'cart.line.total' })}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-100">
          {lines.map((line) => (
            <tr key={line.key} data-testid="checkout-line">
              <th scope="row" className="py-2 pr-2 font-normal">
                <span className="block font-medium text-ink-900">{line.name}</span>
                <span className="block text-xs text-ink-600">
                  {line.seedBank} · {t({ id: 'product.pack.seeds' }, { count: line.packSize })}
                  {line.gift && ` · ${t({ id: 'checkout.review.gift' })}`}
                </span>
              </th>
              <td className="px-2 py-2 text-right tabular-nums">{line.quantity}</td>
              <td className="px-2 py-2 text-right tabular-nums">{price(line.unitCents)}</td>
              <td className="py-2 pl-2 text-right tabular-nums">{price(line.totalCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="flex flex-col gap-2 text-sm" data-testid="checkout-summary">
        <div className={row}>
          <dt className="text-ink-700">{t({ id: 'cart.shipping' })}</dt>
          <dd className="text-ink-900 tabular-nums" data-testid="checkout-shipping">
            {quote === null
              ? t({ id: 'cart.shipping.pending' })
              : quote.shippingGrossCents === 0
                ? t({ id: 'checkout.method.free' })
                : price(quote.shippingGrossCents)}
          </dd>
        </div>
        <div className={`${row} border-t border-ink-200 pt-3 text-base font-semibold text-ink-900`}>
          <dt>{t({ id: 'cart.total' })}</dt>
          <dd className="tabular-nums" data-testid="checkout-total">
            {price(quote === null ? cart.goodsTotalCents : quote.totalCents)}
          </dd>
        </div>
        {quote === null ? (
          <div className={`${row} text-xs text-ink-600`}>
            <dt>{t({ id: 'checkout.review.germanVat' })}</dt>
            <dd className="tabular-nums">{price(cart.vatCents)}</dd>
          </div>
        ) : quote.vat.filter((entry) => entry.ratePercent > 0).length === 0 ? (
          <div className={`${row} text-xs text-ink-600`}>
            <dt>{t({ id: 'checkout.review.noVat' })}</dt>
            <dd className="tabular-nums">{price(0)}</dd>
          </div>
        ) : (
          quote.vat
            .filter((entry) => entry.ratePercent > 0)
            .map((entry) => (
              <div key={entry.ratePercent} className={`${row} text-xs text-ink-600`} data-testid="checkout-vat">
                <dt>
                  {t(
                    { id: 'checkout.review.vatLine' },
                    {
                      rate: intl.formatNumber(entry.ratePercent / 100, { style: 'percent', maximumFractionDigits: 1 }),
                      country: country ?? quote.country,
                    },
                  )}
                </dt>
                <dd className="tabular-nums">{price(entry.vatCents)}</dd>
              </div>
            ))
        )}
      </dl>
    </div>
  );
}

/**
 * Why the order was not placed: the lines that changed since the review, as they are now. The
 * review below already shows the new prices; the shopper confirms again.
 */
export function ConflictNotice({
  conflict,
  before,
}: {
  readonly conflict: OrderConflict;
  readonly before: Quote | null;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const price = (cents: number) => formatPrice(cents, intl.locale);
  const previousLine = (variantId: string) => before?.lines.find((line) => line.variantId === variantId && !line.gift);
  return (
    <div
      role="alert"
      className="rounded-md border border-warning-700/40 bg-warning-700/10 px-4 py-3 text-sm text-warning-700"
      data-testid="checkout-conflict"
    >
      <p className="font-semibold">{conflict.message}</p>
      <ul className="mt-2 list-disc space-y-1 pl-6">
        {conflict.changes.map((change) => {
          const previous = previousLine(change.variantId);
          const from = previous?.unitGrossCents;
          // A removed line is no longer in the shop's cart; its name is the review's.
          const name = change.productName === '' ? (previous?.productName ?? '') : change.productName;
          const text =
            change.change === 'price-changed'
              ? from === undefined
                ? t({ id: 'checkout.conflict.priceNow' }, { price: price(change.unitPriceCents) })
                : t({ id: 'checkout.conflict.price' }, { from: price(from), to: price(change.unitPriceCents) })
              : change.change === 'quantity-lowered'
                ? t({ id: 'checkout.conflict.lowered' }, { count: change.quantity })
                : t({ id: `checkout.conflict.${change.change}` });
          return (
            <li key={`${change.variantId}-${change.change}`}>
              {t({ id: 'common.labelled' }, { label: <span className="font-medium">{name}</span>, value: text })}
            </li>
          );
        })}
      </ul>
      <p className="mt-2">{t({ id: 'checkout.conflict.confirm' }, { total: price(conflict.totalCents) })}</p>
    </div>
  );
}
