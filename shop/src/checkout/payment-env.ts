/**
 * The payment settings from the environment, with demo defaults so the one-machine demo and the
 * tests take orders without configuration. The demo bank account is the well-known example IBAN
 * of the German banking association; the demo Bitcoin key is an account key made for this demo
 * whose seed was thrown away: nobody controls coins sent to its addresses. A real shop sets every
 * one of these.
 */
import { z } from 'zod';
import { parseAccountKey } from './bitcoin-address';
import {
  DEFAULT_REMINDER_DAYS_BEFORE,
  DEFAULT_UNPAID_CANCEL_DAYS,
  type CardPaymentAdapter,
  type PaymentConfig,
} from './payment-config';

/** Demo only: the account key (BIP 84 path m/84'/0'/0') of a seed nobody kept. */
export const DEMO_BTC_XPUB =
  'xpub6C3bFGmXxyHq3pzA5PZgvMbE5uBiZKfZCvnPL6t8KodUFHaq6dao8duCVH8w9fYKv7yhjrHPkyrMZrg4Wn4W2dZkuLtMDhk11sJ1MSjcFjF';

export const DEMO_PAYMENT_SETTINGS = {
  PAYMENT_BANK_IBAN: 'DE89 3704 0044 0532 0130 00',
  PAYMENT_BANK_BIC: 'COBADEFFXXX',
  PAYMENT_BANK_HOLDER: 'seedshop Demo GmbH',
  PAYMENT_BANK_NAME: 'Demo Bank',
  PAYMENT_CASH_ADDRESS: 'seedshop Demo GmbH|Kassenstelle|Postfach 10 20 30|10115 Berlin|Germany',
  PAYMENT_BTC_XPUB: DEMO_BTC_XPUB,
  PAYMENT_BTC_RATE_EUR: 60_000,
} as const;

const text = (fallback: string) =>
  z
    .string()
    .optional()
    .transform((value) => (value === undefined || value.trim() === '' ? fallback : value.trim()));

/** The payment variables of `env.ts`'s schema. */
export const paymentEnvFields = {
  PAYMENT_BANK_IBAN: text(DEMO_PAYMENT_SETTINGS.PAYMENT_BANK_IBAN).pipe(
    z.string().regex(/^[A-Z]{2}\d{2}(?: ?[A-Z0-9]){11,30}$/u, 'an IBAN, e.g. DE89 3704 0044 0532 0130 00'),
  ),
  PAYMENT_BANK_BIC: text(DEMO_PAYMENT_SETTINGS.PAYMENT_BANK_BIC).pipe(
    z.string().regex(/^[A-Z]{6}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/u, 'a BIC of 8 or 11 characters'),
  ),
  PAYMENT_BANK_HOLDER: text(DEMO_PAYMENT_SETTINGS.PAYMENT_BANK_HOLDER),
  PAYMENT_BANK_NAME: text(DEMO_PAYMENT_SETTINGS.PAYMENT_BANK_NAME),
  /** The postal address for cash by mail, its lines separated by `|`. */
  PAYMENT_CASH_ADDRESS: text(DEMO_PAYMENT_SETTINGS.PAYMENT_CASH_ADDRESS).transform((value) =>
    value
      .split('|')
      .map((line) => line.trim())
      .filter((line) => line !== ''),
  ),
  /** The account key (xpub or zpub) order addresses are derived from; never a private key. */
  PAYMENT_BTC_XPUB: text(DEMO_PAYMENT_SETTINGS.PAYMENT_BTC_XPUB).refine((value) => parseAccountKey(value) !== null, {
    message: 'an extended public key (xpub… or zpub…)',
  }),
  /** EUR per BTC the crypto amounts are computed at. */
  PAYMENT_BTC_RATE_EUR: z.coerce
    .number()
    .positive()
    .max(100_000_000)
    .default(DEMO_PAYMENT_SETTINGS.PAYMENT_BTC_RATE_EUR),
  /** Days an order may stay unpaid before it cancels itself. */
  ORDER_UNPAID_CANCEL_DAYS: z.coerce.number().int().min(1).max(365).default(DEFAULT_UNPAID_CANCEL_DAYS),
  /** Days before that cancellation the reminder goes out (fewer than the days to pay). */
  ORDER_REMINDER_DAYS_BEFORE: z.coerce.number().int().min(0).max(364).default(DEFAULT_REMINDER_DAYS_BEFORE),
};

type PaymentEnvFields = typeof paymentEnvFields;
export type PaymentEnv = { readonly [K in keyof PaymentEnvFields]: z.output<PaymentEnvFields[K]> };

/** The reminder must go out before the cancellation (an issue for `superRefine`), else null. */
export function paymentEnvProblem(env: PaymentEnv): { path: string; message: string } | null {
  if (env.ORDER_REMINDER_DAYS_BEFORE >= env.ORDER_UNPAID_CANCEL_DAYS) {
    return { path: 'ORDER_REMINDER_DAYS_BEFORE', message: 'must be less than ORDER_UNPAID_CANCEL_DAYS' };
  }
  return null;
}

/** The payment configuration of the settings; a card adapter only when one is passed in. */
export function paymentConfigFromEnv(env: PaymentEnv, card: CardPaymentAdapter | null = null): PaymentConfig {
  return {
    bankTransfer: {
      iban: env.PAYMENT_BANK_IBAN,
      bic: env.PAYMENT_BANK_BIC,
      accountHolder: env.PAYMENT_BANK_HOLDER,
      bankName: env.PAYMENT_BANK_NAME,
    },
    cashByMail: { addressLines: env.PAYMENT_CASH_ADDRESS },
    crypto: { xpub: env.PAYMENT_BTC_XPUB, rateEurPerBtc: env.PAYMENT_BTC_RATE_EUR },
    card,
    unpaidCancelDays: env.ORDER_UNPAID_CANCEL_DAYS,
    reminderDaysBefore: env.ORDER_REMINDER_DAYS_BEFORE,
  };
}

/** The demo configuration (tests, benches): what an empty environment gives. */
export function demoPaymentConfig(): PaymentConfig {
  return paymentConfigFromEnv(z.object(paymentEnvFields).parse({}));
}
