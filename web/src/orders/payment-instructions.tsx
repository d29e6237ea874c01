import type { ReactNode } from 'react';
import type { ClientIntl } from '@/i18n/client-intl';
import { formatPrice } from '@/ui/kit/format-price';
import { CopyButton } from './copy-button';
import { orderDateOptions } from './order-labels';
import type { PaymentInstructions } from './order-model';
import { formatCalendarDate } from '@seedshop/locales';

function Detail({ term, children }: { readonly term: string; readonly children: ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-4">
      <dt className="font-medium text-ink-700">{term}</dt>
      <dd className="break-all text-ink-900">{children}</dd>
    </div>
  );
}

/** A value worth copying (IBAN, reference, address), in a monospace face, with its copy button. */
function Copyable({ value, what }: { readonly value: string; readonly what: string }) {
  return (
    <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <span className="font-mono">{value}</span>
      <CopyButton value={value} what={what} />
    </span>
  );
}

/**
 * How to pay an order that awaits payment: the bank account, the postal address for the insured
 * letter, or the Bitcoin address with its amount and QR code. The QR code is the shop's own SVG,
 * shown as an image (`data:` URL): an image cannot run script, whatever the SVG held.
 */
export function PaymentInstructionsPanel({
  intl,
  payment,
  payBy,
}: {
  readonly intl: ClientIntl;
  readonly payment: PaymentInstructions;
  readonly payBy: string | null;
}) {
  const t = intl.formatMessage;
  const amount = formatPrice(payment.amountCents, intl.locale);
  return (
    <section
      aria-labelledby="order-pay-title"
      className="rounded-[var(--radius-card)] border border-warning-700/30 bg-warning-700/5 p-5"
    >
      <h2 id="order-pay-title" className="text-xl font-semibold text-ink-900">
        {t({ id: 'orders.pay.title' })}
      </h2>
      {payBy !== null && (
        <p className="mt-2 font-medium text-ink-900">
          {t(
            { id: 'orders.pay.payBy' },
            { date: formatCalendarDate(Date.parse(payBy), intl.locale, orderDateOptions) },
          )}
        </p>
      )}
      {payment.method === 'bank-transfer' && (
        <>
          <p className="mt-2 text-ink-700">{t({ id: 'orders.pay.bank.intro' })}</p>
          <dl className="mt-4 space-y-3">
            <Detail term={t({ id: 'orders.pay.bank.holder' })}>{payment.accountHolder}</Detail>
            <Detail term={t({ id: 'orders.pay.bank.bank' })}>{payment.bankName}</Detail>
            <Detail term={t({ id: 'orders.pay.bank.iban' })}>
              <Copyable value={payment.iban} what={t({ id: 'orders.pay.bank.iban' })} />
            </Detail>
            <Detail term={t({ id: 'orders.pay.bank.bic' })}>
              <span className="font-mono">{payment.bic}</span>
            </Detail>
            <Detail term={t({ id: 'orders.pay.reference' })}>
              <Copyable value={payment.reference} what={t({ id: 'orders.pay.reference' })} />
            </Detail>
            <Detail term={t({ id: 'orders.pay.amount' })}>{amount}</Detail>
          </dl>
        </>
      )}
      {payment.method === 'cash-by-mail' && (
        <>
          <p className="mt-2 text-ink-700">{t({ id: 'orders.pay.cash.intro' })}</p>
          <dl className="mt-4 space-y-3">
            <Detail term={t({ id: 'orders.pay.cash.address' })}>
              <address className="not-italic">
                {payment.addressLines.map((line, index) => (
                  <span key={index} className="block">
                    {line}
                  </span>
                ))}
              </address>
            </Detail>
            <Detail term={t({ id: 'orders.pay.reference' })}>
              <span className="font-mono">{payment.reference}</span>
            </Detail>
            <Detail term={t({ id: 'orders.pay.amount' })}>{amount}</Detail>
          </dl>
        </>
      )}
      {payment.method === 'crypto' && (
        <>
          <p className="mt-2 text-ink-700">{t({ id: 'orders.pay.crypto.intro' })}</p>
          <div className="mt-4 flex flex-col gap-6 md:flex-row md:items-start">
            {/* eslint-disable-next-line @next/next/no-img-element -- a data: URL; next/image adds nothing */}
            <img
              src={payment.qrImageUrl}
              alt={t({ id: 'orders.pay.crypto.qr' }, { address: payment.address })}
              width={192}
              height={192}
              className="h-48 w-48 shrink-0 rounded-md border border-ink-200 bg-white p-2"
            />
            <dl className="min-w-0 flex-1 space-y-3">
              <Detail term={t({ id: 'orders.pay.crypto.address' })}>
                <Copyable value={payment.address} what={t({ id: 'orders.pay.crypto.address' })} />
              </Detail>
              <Detail term={t({ id: 'orders.pay.crypto.amount' })}>
                <Copyable value={payment.amountBtc} what={t({ id: 'orders.pay.crypto.amount' })} />
              </Detail>
              <Detail term={t({ id: 'orders.pay.amount' })}>{amount}</Detail>
              <Detail term={t({ id: 'orders.pay.crypto.rateTerm' })}>
                {t(
                  { id: 'orders.pay.crypto.rate' },
                  { rate: intl.formatNumber(payment.rateEur, { style: 'currency', currency: 'EUR' }) },
                )}
              </Detail>
            </dl>
          </div>
          <p className="mt-4">
            <a href={payment.uri} className="font-medium text-brand-700 underline hover:text-brand-800">
              {t({ id: 'orders.pay.crypto.openWallet' })}
            </a>
          </p>
        </>
      )}
      {payment.method === 'card' && (
        <p className="mt-2 text-ink-700">
          {t({ id: 'orders.pay.card.intro' }, { provider: payment.provider, amount })}
        </p>
      )}
    </section>
  );
}
