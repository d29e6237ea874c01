/**
 * The shape of one language's e-mail copy. Every language file is typed with it, so a missing
 * kind or sentence is a compile error, not an English fallback in a German inbox.
 *
 * Copy is plain text; `templates.ts` escapes it for HTML, so no sentence may contain markup.
 */
import type { PaymentMethodKey, ShippingMethodKey } from '../../contract/checkout';
import type { MailKind } from '../../ports';

/** What a sentence may mention; values are already cleaned (single spaces, trimmed). */
export interface MailCopyData {
  readonly firstName: string;
  readonly newEmail?: string;
  /** The sender of a contact-form message (`language`: the name of their language in the mail's language). */
  readonly contact?: {
    readonly name: string;
    readonly email: string;
    readonly phone: string | null;
    readonly language: string;
  };
  /** The order an order mail is about; dates and money already formatted for the mail's language. */
  readonly order?: {
    readonly number: string;
    readonly total: string;
    /** The day an unpaid order cancels itself. */
    readonly payBy: string | null;
    readonly cancelReason: 'unpaid' | 'staff' | null;
  };
  /** The product of a product alert (name on one line; price formatted). */
  readonly product?: {
    readonly name: string;
    readonly packSize: number | null;
    readonly price: string | null;
  };
}

/** The labels of the order details in order mails (the block between the text and the button). */
export interface OrderMailLabels {
  readonly heading: string;
  /** `2 × Gorilla Glue Auto, 5 seeds (Sweet Seeds)`. */
  readonly line: (quantity: number, productName: string, packSize: number, seedBankName: string) => string;
  readonly gift: string;
  readonly shippingMethods: Readonly<Record<ShippingMethodKey, string>>;
  readonly free: string;
  readonly estimate: (min: number, max: number) => string;
  readonly total: string;
  /** `incl. 19 % VAT`; the rate comes formatted. */
  readonly includedVat: (rate: string) => string;
  /** Orders outside the EU carry no VAT. */
  readonly noVat: string;
  readonly payment: {
    readonly headings: Readonly<Record<PaymentMethodKey, string>>;
    readonly accountHolder: string;
    readonly bank: string;
    readonly iban: string;
    readonly bic: string;
    /** The order number, to be given with the payment. */
    readonly reference: string;
    readonly amount: string;
    readonly sendTo: string;
    /** Cash by mail: how to send it (insured letter, reference on a slip inside). */
    readonly cashNote: string;
    readonly btcAddress: string;
    readonly btcAmount: string;
    readonly rate: string;
    readonly cardNote: string;
    readonly payBy: (date: string) => string;
  };
  readonly tracking: { readonly carrier: string; readonly number: string; readonly link: string };
}

export interface MailKindCopy {
  readonly subject: string | ((data: MailCopyData) => string);
  /** Paragraphs before the button (a line break inside one stays a line break). */
  readonly body: (data: MailCopyData) => readonly string[];
  /** Label of the button (and of the plain-text link). */
  readonly action: string;
  /** Paragraphs after the button: how long the link lasts, what to do if it was not you. */
  readonly after: readonly string[];
  /** Small print of this kind instead of the account footer (mail that is not about an account). */
  readonly footer?: string;
}

export interface MailCopy {
  /** First line; must read well when `firstName` is empty too. */
  readonly greeting: (firstName: string) => string;
  /** Before the link printed as text, for mail programs that block buttons. */
  readonly linkHint: string;
  /** Between a label and its link in the plain-text part (French puts a no-break space before the colon). */
  readonly colon: string;
  /** Above the "seedshop" signature. */
  readonly signOff: string;
  /** Small print under the message. */
  readonly footer: string;
  /** Under the small print of newsletter mail: `{hint} {action}` with the unsubscribe link on the action. */
  readonly unsubscribe: { readonly hint: string; readonly action: string };
  readonly order: OrderMailLabels;
  readonly kinds: { readonly [Kind in MailKind]: MailKindCopy };
}
