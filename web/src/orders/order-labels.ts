import type { OrderStatus, PaymentMethodKey, ShippingMethodKey } from '@seedshop/shop/contract';
import type { MessageId } from '@/i18n/messages';
import type { BadgeVariant } from '@/ui/kit/badge';

/** Each status's label and badge colour (every badge pair meets 4.5:1). */
export const orderStatusLabels: Readonly<
  Record<OrderStatus, { readonly label: MessageId; readonly badge: BadgeVariant }>
> = {
  'awaiting-payment': { label: 'orders.status.awaitingPayment', badge: 'warning' },
  paid: { label: 'orders.status.paid', badge: 'info' },
  shipped: { label: 'orders.status.shipped', badge: 'info' },
  delivered: { label: 'orders.status.delivered', badge: 'success' },
  cancelled: { label: 'orders.status.cancelled', badge: 'neutral' },
};

export const paymentMethodLabels: Readonly<Record<PaymentMethodKey, MessageId>> = {
  'bank-transfer': 'orders.payment.bankTransfer',
  'cash-by-mail': 'orders.payment.cashByMail',
  crypto: 'orders.payment.crypto',
  card: 'orders.payment.card',
};

export const shippingMethodLabels: Readonly<Record<ShippingMethodKey, MessageId>> = {
  standard: 'orders.shipping.standard',
  tracked: 'orders.shipping.tracked',
};

/**
 * Order dates are shown in the shop's own time zone: an order placed late in the evening in
 * Germany belongs to that day on the invoice and in the account alike, whichever server renders it.
 */
export const SHOP_TIME_ZONE = 'Europe/Berlin';

export const orderDateOptions = { dateStyle: 'long', timeZone: SHOP_TIME_ZONE } as const;
export const orderDateTimeOptions = { dateStyle: 'medium', timeStyle: 'short', timeZone: SHOP_TIME_ZONE } as const;
