/**
 * The mails about an order: written to the outbox inside the caller's transaction, so a mail goes
 * out exactly when the change it reports is committed. Each is in the order's language and goes to
 * the address the order was placed with.
 */
import { pageUrl, shopApiPath } from '@seedshop/urls';
import { vatSummary } from '../contract/checkout';
import type { Executor } from '../db/database';
import type { ShopConfig } from '../deps';
import type { Mailer } from '../mail/mailer';
import type { OrderMailDetails, OrderMailKind } from '../ports';
import { trackingUrl } from './carriers';
import { orderAccessToken, orderLinkSecret } from './order-access';
import { loadOrderRecord, type OrderRecord } from './order-view';
import { paymentInstructions, storedPaymentDetails } from './payment-details';

export type OrderMailPurpose = 'confirmation' | 'payment-received' | 'shipped' | 'cancelled' | 'payment-reminder';

const mailKinds: Readonly<Record<OrderMailPurpose, OrderMailKind>> = {
  confirmation: 'order-confirmation',
  'payment-received': 'order-payment-received',
  shipped: 'order-shipped',
  cancelled: 'order-cancelled',
  'payment-reminder': 'order-payment-reminder',
};

/** What queuing an order mail needs (a `ShopContext` has it). */
export interface OrderMailContext {
  readonly mailer: Mailer;
  readonly config: ShopConfig;
}

/**
 * Where a mail sends the reader: a customer's order under the account, a guest's order through the
 * signed link. The payment-received mail of a guest links straight to the invoice PDF.
 */
export function orderMailLink(config: ShopConfig, order: OrderRecord['order'], purpose: OrderMailPurpose): string {
  if (order.customerId !== null) {
    return `${pageUrl(config.publicUrl, order.locale, 'accountOrders')}/${encodeURIComponent(order.number)}`;
  }
  const access = orderAccessToken(orderLinkSecret(config), order);
  if (purpose === 'payment-received') {
    const origin = config.publicUrl.replace(/\/+$/u, '');
    const path = shopApiPath(`orders/${encodeURIComponent(order.number)}/invoice.pdf`);
    return `${origin}${path}?access=${access}`;
  }
  return pageUrl(config.publicUrl, order.locale, 'orderView', { number: order.number, access });
}

/** Why a cancelled order was cancelled: the job that cancels unpaid orders acts as `system`. */
function cancelReason(record: OrderRecord): OrderMailDetails['cancelReason'] {
  if (record.order.status !== 'cancelled') return null;
  const cancelled = record.events.findLast((event) => event.status === 'cancelled');
  return cancelled?.actor === 'system' ? 'unpaid' : 'staff';
}

export function orderMailDetails(record: OrderRecord): OrderMailDetails {
  const { order, lines } = record;
  const awaitingPayment = order.status === 'awaiting-payment';
  return {
    number: order.number,
    lines: lines.map((line) => ({
      productName: line.productName,
      seedBankName: line.seedBankName,
      packSize: line.packSize,
      quantity: line.quantity,
      grossCents: line.grossCents,
      gift: line.gift,
    })),
    shippingMethod: order.shippingMethod === 'tracked' ? 'tracked' : 'standard',
    shippingGrossCents: order.shippingGrossCents,
    estimateDays: { min: order.estimateMinDays, max: order.estimateMaxDays },
    vat: vatSummary
      .parse(order.vatSummary)
      .map((entry) => ({ ratePercent: entry.rate_percent, vatCents: entry.vat_cents })),
    totalCents: order.totalCents,
    payment: awaitingPayment ? paymentInstructions(storedPaymentDetails.parse(order.paymentDetails), order) : null,
    payBy: awaitingPayment ? order.payBy : null,
    tracking:
      order.carrier === null || order.trackingNumber === null
        ? null
        : {
            carrier: order.carrier,
            number: order.trackingNumber,
            url: trackingUrl(order.carrier, order.trackingNumber),
          },
    cancelReason: cancelReason(record),
  };
}

function firstNameOf(address: unknown): string {
  if (typeof address !== 'object' || address === null) return '';
  const name: unknown = Reflect.get(address, 'first_name');
  return typeof name === 'string' ? name : '';
}

/**
 * Queues the `purpose` mail of an order in the caller's transaction (`executor`). After the commit,
 * call `ctx.mailer.flush()` to send it without waiting for the next flush.
 */
export async function queueOrderMail(
  executor: Executor,
  ctx: OrderMailContext,
  orderId: string,
  purpose: OrderMailPurpose,
): Promise<void> {
  const record = await loadOrderRecord(executor, orderId);
  if (record === null) throw new Error(`order ${orderId} not found`);
  const { order } = record;
  await ctx.mailer.queue(executor, {
    to: order.email,
    locale: order.locale,
    kind: mailKinds[purpose],
    firstName: firstNameOf(order.billingAddress) || firstNameOf(order.shippingAddress),
    link: orderMailLink(ctx.config, order, purpose),
    order: orderMailDetails(record),
  });
}
