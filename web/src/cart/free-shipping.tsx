'use client';

import { useIntl } from '@/i18n/client-intl';
import { formatPrice } from '@/ui/kit/format-price';
import type { Cart } from './cart-model';

/** How far the goods are from free shipping, 0–1; null until a shipping country is chosen. */
export function freeShippingShare(cart: Pick<Cart, 'shipping' | 'goodsTotalCents'>): number | null {
  const shipping = cart.shipping;
  if (shipping === null) return null;
  if (shipping.remainingToFreeCents <= 0 || shipping.freeThresholdCents <= 0) return 1;
  return Math.min(
    1,
    Math.max(0, (shipping.freeThresholdCents - shipping.remainingToFreeCents) / shipping.freeThresholdCents),
  );
}

/** "€12.40 to free shipping" with a bar, once the cart knows where it goes. */
export function FreeShipping({ cart }: { readonly cart: Cart }) {
  const intl = useIntl();
  const share = freeShippingShare(cart);
  if (share === null || cart.shipping === null) return null;
  const remaining = cart.shipping.remainingToFreeCents;
  const text =
    remaining > 0
      ? intl.formatMessage({ id: 'cart.shipping.toFree' }, { amount: formatPrice(remaining, intl.locale) })
      : intl.formatMessage({ id: 'cart.shipping.isFree' });
  return (
    <div className="flex flex-col gap-1.5" data-testid="free-shipping">
      <p className="text-sm font-medium text-ink-900">{text}</p>
      <div
        role="progressbar"
        aria-label={intl.formatMessage({ id: 'cart.shipping.progress' })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(share * 100)}
        className="h-2 overflow-hidden rounded-full bg-ink-100"
      >
        <div className="h-full rounded-full bg-brand-700" style={{ width: `${share * 100}%` }} />
      </div>
    </div>
  );
}
