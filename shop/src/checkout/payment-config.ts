/**
 * How shoppers pay: bank transfer, cash by mail and Bitcoin, the ways seed shops are paid when card
 * acquirers refuse the trade. Card payments exist only through a provider adapter, and none is
 * configured by default. The demo values are clearly fake (an IBAN of a test bank, a demo xpub
 * whose private key nobody holds); a real shop sets them in the environment.
 */
import type { PaymentMethodKey } from '../contract/checkout';

export interface BankTransferConfig {
  readonly accountHolder: string;
  readonly bankName: string;
  readonly iban: string;
  readonly bic: string;
}

export interface CashByMailConfig {
  /** The postal address an insured letter goes to, one line per entry. */
  readonly addressLines: readonly string[];
}

export interface CryptoConfig {
  /** BIP 32 extended public key (xpub / zpub); order N gets the native SegWit address at `0/N`. */
  readonly xpub: string;
  /** EUR per BTC the amounts are computed at (configured; no exchange-rate service is asked). */
  readonly rateEurPerBtc: number;
}

/** A card provider: it takes over after the order is placed (a redirect to its payment page). */
export interface CardPaymentAdapter {
  readonly provider: string;
  /** Where to send the shopper to pay `amountCents` for the order. */
  startPayment(order: {
    readonly number: string;
    readonly amountCents: number;
  }): Promise<{ readonly redirectUrl: string }>;
}

export interface PaymentConfig {
  readonly bankTransfer: BankTransferConfig | null;
  readonly cashByMail: CashByMailConfig | null;
  readonly crypto: CryptoConfig | null;
  readonly card: CardPaymentAdapter | null;
  /** Days an order may stay unpaid before it cancels itself and releases its stock. */
  readonly unpaidCancelDays: number;
  /** Days before that cancellation the payment reminder goes out. */
  readonly reminderDaysBefore: number;
}

/** The methods a shopper may choose with this configuration, in the order the checkout offers them. */
export function offeredPaymentMethods(config: PaymentConfig): PaymentMethodKey[] {
  const methods: PaymentMethodKey[] = [];
  if (config.bankTransfer !== null) methods.push('bank-transfer');
  if (config.cashByMail !== null) methods.push('cash-by-mail');
  if (config.crypto !== null) methods.push('crypto');
  if (config.card !== null) methods.push('card');
  return methods;
}

export const DEFAULT_UNPAID_CANCEL_DAYS = 14;
export const DEFAULT_REMINDER_DAYS_BEFORE = 4;
