'use client';

import { useIntl } from '@/i18n/client-intl';
import { formatPrice } from '@/ui/kit/format-price';
import type { Cart } from './cart-model';

/**
 * The cart's totals as the shop computed them: subtotal at catalogue prices, each discount by name,
 * shipping (once a country is chosen), the total and the VAT it includes.
 */
export function CartSummary({ cart }: { readonly cart: Cart }) {
  const intl = useIntl();
  const price = (cents: number) => formatPrice(cents, intl.locale);
  const row = 'flex justify-between gap-4';
  return (
    <dl className="flex flex-col gap-2 text-sm" data-testid="cart-summary">
      <div className={row}>
        <dt className="text-ink-700">{intl.formatMessage({ id: 'cart.subtotal' })}</dt>
        <dd className="text-ink-900 tabular-nums" data-testid="cart-subtotal">
          {price(cart.subtotalCents)}
        </dd>
      </div>
      {cart.discounts.map((discount) => (
        <div key={discount.id} className={`${row} text-success-700`}>
          <dt>{discount.name}</dt>
          <dd className="tabular-nums">−{price(discount.savingCents)}</dd>
        </div>
      ))}
      {cart.discounts.length === 0 && cart.savingCents > 0 && (
        <div className={`${row} text-success-700`}>
          <dt>{intl.formatMessage({ id: 'cart.savings' })}</dt>
          <dd className="tabular-nums">−{price(cart.savingCents)}</dd>
        </div>
      )}
      <div className={row}>
        <dt className="text-ink-700">{intl.formatMessage({ id: 'cart.shipping' })}</dt>
        <dd className="text-ink-900 tabular-nums" data-testid="cart-shipping">
          {cart.shipping === null
            ? intl.formatMessage({ id: 'cart.shipping.pending' })
            : cart.shipping.costCents === 0
              ? intl.formatMessage({ id: 'cart.shipping.free' })
              : price(cart.shipping.costCents)}
        </dd>
      </div>
      <div className={`${row} border-t border-ink-200 pt-3 text-base font-semibold text-ink-900`}>
        <dt>
          {intl.formatMessage({ id: 'cart.total' })}{' '}
          <span className="text-xs font-normal text-ink-600">
            {intl.formatMessage({ id: cart.shipping === null ? 'cart.total.shippingPending' : 'cart.total.vatNote' })}
          </span>
        </dt>
        <dd className="tabular-nums" data-testid="cart-total">
          {price(cart.totalCents)}
        </dd>
      </div>
      <div className={`${row} text-xs text-ink-600`}>
        <dt>{intl.formatMessage({ id: 'cart.vatIncluded' }, { rate: cart.vatRatePercent / 100 })}</dt>
        <dd className="tabular-nums" data-testid="cart-vat">
          {price(cart.vatCents)}
        </dd>
      </div>
    </dl>
  );
}
