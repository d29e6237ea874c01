/**
 * Orders written straight into the database for tests of what happens after placing (views,
 * mails, staff actions, deadlines), priced like a German order: catalogue gross with 19 % VAT,
 * net = round(gross × 100 / 119), standard shipping 4.90 €. Stock is taken like placing takes it.
 */
import type { Locale } from '@seedshop/locales';
import { eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows } from '../../catalogue/store/query-rows';
import type { OrderStatus, PaymentMethodKey } from '../../contract/checkout';
import type { Database } from '../../db/database';
import { orderEvents, orderLines, orders, products, seedBanks, variants } from '../../db/schema';
import type { StoredPaymentDetails } from '../payment-details';

export interface TestOrderLine {
  readonly variantId: string;
  readonly quantity: number;
  /** A promotion's gift: priced 0. */
  readonly gift?: boolean;
}

export interface TestOrderOptions {
  readonly email: string;
  readonly customerId?: string | null;
  readonly locale?: Locale;
  readonly status?: OrderStatus;
  readonly paymentMethod?: PaymentMethodKey;
  readonly lines: readonly TestOrderLine[];
  readonly now: Date;
  /** Days until an unpaid order cancels itself (default 14). */
  readonly payByDays?: number;
  readonly firstName?: string;
}

export interface TestOrder {
  readonly id: string;
  readonly number: string;
}

export const TEST_BTC_ADDRESS = 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu';
export const TEST_BTC_RATE_EUR = 60_000;

const HOME_VAT_PERCENT = 19;
const SHIPPING_GROSS_CENTS = 490;

const netOf = (gross: number) => Math.round((gross * 100) / (100 + HOME_VAT_PERCENT));

function paymentDetails(method: PaymentMethodKey, totalCents: number): StoredPaymentDetails {
  switch (method) {
    case 'bank-transfer':
      return {
        method,
        account_holder: 'seedshop Demo GmbH',
        bank_name: 'Demo Bank',
        iban: 'DE89 3704 0044 0532 0130 00',
        bic: 'COBADEFFXXX',
      };
    case 'cash-by-mail':
      return { method, address_lines: ['seedshop Demo GmbH', 'Postfach 10 20 30', '10115 Berlin', 'Germany'] };
    case 'crypto':
      return {
        method,
        address: TEST_BTC_ADDRESS,
        amount_sat: Math.ceil((totalCents * 100_000_000) / (TEST_BTC_RATE_EUR * 100)),
        rate_eur: TEST_BTC_RATE_EUR,
      };
    case 'card':
      return { method, provider: 'test-card' };
  }
}

const dayMs = 24 * 60 * 60_000;

/** Inserts an order (awaiting payment unless `status` says otherwise) and takes its packs from stock. */
export async function insertTestOrder(db: Database, options: TestOrderOptions): Promise<TestOrder> {
  const variantIds = options.lines.map((line) => line.variantId);
  const found = await db
    .select({
      id: variants.id,
      productId: variants.productId,
      packSize: variants.packSize,
      priceCents: variants.priceCents,
      productName: products.name,
      seedBankName: seedBanks.name,
    })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .innerJoin(seedBanks, eq(seedBanks.id, products.seedBankId))
    .where(inArray(variants.id, variantIds));
  const byId = new Map(found.map((row) => [row.id, row]));
  const lines = options.lines.map((line, position) => {
    const variant = byId.get(line.variantId);
    if (variant === undefined) throw new Error(`no variant ${line.variantId}`);
    const unitGross = line.gift === true ? 0 : variant.priceCents;
    const unitNet = netOf(unitGross);
    return {
      position,
      variantId: variant.id,
      productId: variant.productId,
      productName: variant.productName,
      seedBankName: variant.seedBankName,
      packSize: variant.packSize,
      quantity: line.quantity,
      gift: line.gift === true,
      originalUnitGrossCents: variant.priceCents,
      unitNetCents: unitNet,
      unitGrossCents: unitGross,
      vatRatePercent: HOME_VAT_PERCENT,
      netCents: unitNet * line.quantity,
      vatCents: (unitGross - unitNet) * line.quantity,
      grossCents: unitGross * line.quantity,
      discountName: null,
      ruleId: null,
    };
  });
  const shippingNet = netOf(SHIPPING_GROSS_CENTS);
  const netCents = lines.reduce((sum, line) => sum + line.netCents, shippingNet);
  const totalCents = lines.reduce((sum, line) => sum + line.grossCents, SHIPPING_GROSS_CENTS);
  const vatCents = totalCents - netCents;
  const status = options.status ?? 'awaiting-payment';
  const paymentMethod = options.paymentMethod ?? 'bank-transfer';
  const now = options.now;
  const address = {
    first_name: options.firstName ?? 'Alex',
    last_name: 'Grower',
    country: 'DE',
    state: null,
    city: 'Berlin',
    postal_code: '10115',
    street: 'Invalidenstraße',
    house_number: '117',
    tax_id: null,
    phone: null,
  };
  return db.transaction(async (tx) => {
    const [next] = await queryRows(
      tx,
      sql`SELECT nextval('order_number_seq')::text AS seq`,
      z.object({ seq: z.coerce.number().int() }),
    );
    if (next === undefined) throw new Error('no order number');
    const seq = next.seq;
    const number = `SS-${now.getUTCFullYear()}-${String(seq).padStart(6, '0')}`;
    const paid = status !== 'awaiting-payment' && status !== 'cancelled';
    const [order] = await tx
      .insert(orders)
      .values({
        seq,
        number,
        customerId: options.customerId ?? null,
        email: options.email.toLowerCase(),
        locale: options.locale ?? 'en',
        status,
        shippingAddress: address,
        billingAddress: address,
        shippingCountry: 'DE',
        shippingMethod: 'standard',
        shippingNetCents: shippingNet,
        shippingVatCents: SHIPPING_GROSS_CENTS - shippingNet,
        shippingGrossCents: SHIPPING_GROSS_CENTS,
        estimateMinDays: 2,
        estimateMaxDays: 4,
        paymentMethod,
        paymentDetails: paymentDetails(paymentMethod, totalCents),
        vatRatePercent: HOME_VAT_PERCENT,
        netCents,
        vatCents,
        totalCents,
        vatSummary: [
          { rate_percent: HOME_VAT_PERCENT, net_cents: netCents, vat_cents: vatCents, gross_cents: totalCents },
        ],
        couponCode: null,
        appliedRules: [],
        idempotencyKey: crypto.randomUUID(),
        requestFingerprint: 'test-fixture',
        payBy: new Date(now.getTime() + (options.payByDays ?? 14) * dayMs),
        paidAt: paid ? now : null,
        shippedAt: status === 'shipped' || status === 'delivered' ? now : null,
        deliveredAt: status === 'delivered' ? now : null,
        cancelledAt: status === 'cancelled' ? now : null,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: orders.id, number: orders.number });
    if (order === undefined) throw new Error('order not written');
    await tx.insert(orderLines).values(lines.map((line) => ({ ...line, orderId: order.id })));
    await tx.insert(orderEvents).values({
      orderId: order.id,
      at: now,
      status: 'awaiting-payment',
      actor: 'customer',
      kind: 'placed',
      note: null,
    });
    if (status !== 'cancelled') {
      for (const line of lines) {
        await tx
          .update(variants)
          .set({ stock: sql`${variants.stock} - ${line.quantity}` })
          .where(eq(variants.id, line.variantId));
      }
    }
    return order;
  });
}
