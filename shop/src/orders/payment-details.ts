/**
 * What `orders.payment_details` holds, per payment method: the details the shopper was given when
 * the order was placed, frozen, so a later change of bank account or address does not alter the
 * instructions of an order already placed. `place-order.ts` writes them, `order-view.ts` reads them.
 */
import { z } from 'zod';
import type { PaymentInstructionsWire, PaymentMethodKey } from '../contract/checkout';
import type { PaymentConfig } from '../checkout/payment-config';
import { bitcoinUri, formatBtc, qrSvg } from './payment-qr';

export const storedPaymentDetails = z.discriminatedUnion('method', [
  z.object({
    method: z.literal('bank-transfer'),
    account_holder: z.string(),
    bank_name: z.string(),
    iban: z.string(),
    bic: z.string(),
  }),
  z.object({ method: z.literal('cash-by-mail'), address_lines: z.array(z.string()) }),
  z.object({
    method: z.literal('crypto'),
    /** The order's own address (derived at `0/<order seq>`). */
    address: z.string(),
    /** The amount in satoshi, rounded up. */
    amount_sat: z.number().int().positive(),
    /** EUR per BTC the amount was computed at. */
    rate_eur: z.number().positive(),
  }),
  z.object({ method: z.literal('card'), provider: z.string() }),
]);

export type StoredPaymentDetails = z.infer<typeof storedPaymentDetails>;

/**
 * The frozen details of a method from the configuration (crypto: the order's derived address and
 * amount), or null when the method is not configured.
 */
export function paymentDetailsFor(
  method: PaymentMethodKey,
  payments: PaymentConfig,
  crypto: { readonly address: string; readonly amountSat: number } | null,
): StoredPaymentDetails | null {
  switch (method) {
    case 'bank-transfer': {
      const bank = payments.bankTransfer;
      return bank === null
        ? null
        : { method, account_holder: bank.accountHolder, bank_name: bank.bankName, iban: bank.iban, bic: bank.bic };
    }
    case 'cash-by-mail':
      return payments.cashByMail === null ? null : { method, address_lines: [...payments.cashByMail.addressLines] };
    case 'crypto':
      return payments.crypto === null || crypto === null
        ? null
        : { method, address: crypto.address, amount_sat: crypto.amountSat, rate_eur: payments.crypto.rateEurPerBtc };
    case 'card':
      return payments.card === null ? null : { method, provider: payments.card.provider };
  }
}

/** How to pay: the frozen details, the order number as the reference and the amount due. */
export function paymentInstructions(
  details: StoredPaymentDetails,
  order: { readonly number: string; readonly totalCents: number },
): PaymentInstructionsWire {
  const amount_cents = order.totalCents;
  switch (details.method) {
    case 'bank-transfer':
      return {
        method: details.method,
        account_holder: details.account_holder,
        bank_name: details.bank_name,
        iban: details.iban,
        bic: details.bic,
        reference: order.number,
        amount_cents,
      };
    case 'cash-by-mail':
      return { method: details.method, address_lines: details.address_lines, reference: order.number, amount_cents };
    case 'crypto': {
      const uri = bitcoinUri(details.address, details.amount_sat, order.number);
      return {
        method: details.method,
        currency: 'BTC',
        address: details.address,
        amount_btc: formatBtc(details.amount_sat),
        rate_eur: details.rate_eur,
        uri,
        qr_svg: qrSvg(uri),
        amount_cents,
      };
    }
    case 'card':
      return { method: details.method, provider: details.provider, amount_cents };
  }
}
