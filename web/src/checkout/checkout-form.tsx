'use client';

import { isRefusedCountry, isShippingCountry } from '@seedshop/shop/checkout-countries';
import type { Locale } from '@seedshop/locales';
import type { PaymentMethodKey, ShippingMethodKey } from '@seedshop/shop/contract';
import { Link } from '@/routing/link';
import { useRouter } from 'next/navigation';
import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useIntl } from '@/i18n/client-intl';
import { readAddressList } from '@/address/address-model';
import { countryName } from '@/address/countries';
import type { Cart } from '@/cart/cart-model';
import { reloadCart, useCartState } from '@/cart/cart-store';
import { useCartActions } from '@/cart/use-cart-actions';
import { pathTo } from '@/routing/paths';
import { callShop } from '@/shop-client/browser-api';
import { CaptchaBadge } from '@/ui/captcha/captcha-badge';
import { useCaptcha } from '@/ui/captcha/use-captcha';
import { constraintErrors, focusControl } from '@/ui/forms/field-messages';
import { useChangesBeforeHydration } from '@/ui/forms/changed-before-hydration';
import { Button } from '@/ui/kit/button';
import { Checkbox } from '@/ui/kit/checkbox';
import { RequiredNote } from '@/ui/kit/required-note';
import { AddressChoice, type SavedAddresses } from './address-choice';
import { createCheckoutApi } from './checkout-api';
import { ContactFields } from './contact-fields';
import type { OrderConflict, Quote } from './checkout-model';
import { ErrorSummary, fieldLabel, type SummaryEntry } from './error-summary';
import { IdempotencyKeys, reviewOf } from './idempotency';
import { PaymentMethods, ShippingMethods } from './method-sections';
import { NEW_ADDRESS, addressChoiceName, addressPrefix, orderRequestBody } from './order-request';
import { ConflictNotice, ReviewTable } from './review-section';
import { joinFieldErrors, useCheckoutFields } from './use-checkout-fields';
import { useQuote } from './use-quote';

/** The signed-in customer the checkout is for; null for a guest. */
export interface CheckoutCustomer {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
}

function Section({
  id,
  title,
  children,
}: {
  readonly id: string;
  readonly title: string;
  readonly children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="space-y-4 rounded-[var(--radius-card)] border border-ink-200 bg-white p-5 shadow-card sm:p-6"
    >
      <h2 id={id} className="text-lg font-semibold text-ink-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** What identifies the cart's content for the quote: a change of lines, quantities, prices or coupon asks again. */
function cartKeyOf(cart: Cart): string {
  return JSON.stringify([
    cart.lines.map((line) => [line.variantId, line.quantity, line.unitPriceCents, line.inStock]),
    cart.coupon?.code ?? null,
  ]);
}

/** The first saved address to offer: the delivery address, then the primary one, then the first. */
function preferredAddress(saved: SavedAddresses): string {
  if (saved.phase !== 'ready' || saved.addresses.length === 0) return NEW_ADDRESS;
  const preferred =
    saved.addresses.find((address) => address.isDelivery) ??
    saved.addresses.find((address) => address.isPrimary) ??
    saved.addresses[0];
  return preferred?.id ?? NEW_ADDRESS;
}

/**
 * The one-page checkout below the cart: contact, shipping address, shipping method, payment method
 * and the review, priced by the shop for the destination (`GET checkout/quote`). Placing the order
 * sends one idempotency key per review, so a double click or a retry after a lost answer never
 * places two orders; a 409 shows what changed and asks to confirm the new review.
 */
export function CheckoutForm({
  locale,
  initialCart,
  customer,
}: {
  readonly locale: Locale;
  /** The cart the server read for the page (the cart above the form shows the same). */
  readonly initialCart: Cart | undefined;
  readonly customer: CheckoutCustomer | null;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const router = useRouter();
  const cartState = useCartState(initialCart);
  const cart = cartState.phase === 'ready' ? cartState.cart : null;
  const fields = useCheckoutFields();
  const cartActions = useCartActions();
  const captcha = useCaptcha();
  const api = useMemo(
    () =>
      createCheckoutApi({
        network: t({ id: 'form.error.network' }),
        unexpected: t({ id: 'checkout.errors.unexpected' }),
      }),
    [t],
  );
  const keys = useRef(new IdempotencyKeys());
  const busy = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);

  const [saved, setSaved] = useState<SavedAddresses>(customer === null ? { phase: 'none' } : { phase: 'loading' });
  const [shippingChoice, setShippingChoice] = useState(NEW_ADDRESS);
  const [shippingCountry, setShippingCountry] = useState<string | null>(null);
  const [billingDiffers, setBillingDiffers] = useState(false);
  const [billingChoice, setBillingChoice] = useState(NEW_ADDRESS);
  const [billingCountry, setBillingCountry] = useState('');
  const [shippingMethod, setShippingMethod] = useState<ShippingMethodKey>('standard');
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethodKey | ''>('');
  const [placing, setPlacing] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const [summary, setSummary] = useState<readonly SummaryEntry[]>([]);
  const [focusKey, setFocusKey] = useState(0);
  const [conflict, setConflict] = useState<{ readonly conflict: OrderConflict; readonly before: Quote | null } | null>(
    null,
  );

  useEffect(() => {
    if (customer === null) return undefined;
    let active = true;
    void callShop('customer/addresses', { networkMessage: '' }).then((result) => {
      if (!active) return;
      const addresses = result.ok ? readAddressList(result.data) : null;
      const next: SavedAddresses = { phase: 'ready', addresses: addresses ?? [] };
      setSaved(next);
      setShippingChoice(preferredAddress(next));
    });
    return () => {
      active = false;
    };
  }, [customer]);

  const newShippingCountry = shippingCountry ?? cart?.shippingCountry ?? '';
  const savedShipping =
    saved.phase === 'ready' ? saved.addresses.find((address) => address.id === shippingChoice) : undefined;
  const destination = shippingChoice === NEW_ADDRESS ? newShippingCountry : (savedShipping?.country ?? '');
  const refused = destination !== '' && isRefusedCountry(destination);
  const refusal = refused
    ? t({ id: 'checkout.country.refused' }, { country: countryName(destination, intl.locale) })
    : null;
  const quoteCountry = destination !== '' && !refused ? destination : null;
  const { state: quoteState, reload: reloadQuote } = useQuote(
    api,
    quoteCountry,
    shippingMethod,
    cart === null ? '' : cartKeyOf(cart),
  );
  const quote =
    quoteState.phase === 'ready' ? quoteState.quote : quoteState.phase === 'loading' ? quoteState.previous : null;
  const shownQuote = quote !== null && quote.deliverable && quoteCountry !== null ? quote : null;
  const offeredPayments = shownQuote?.paymentMethods ?? [];
  const chosenPayment =
    paymentMethod !== '' && offeredPayments.includes(paymentMethod) ? paymentMethod : (offeredPayments[0] ?? '');

  /** The cart above follows the destination, so its shipping estimate and the review agree. */
  const followDestination = (country: string) => {
    if (isShippingCountry(country) && country !== cart?.shippingCountry) void cartActions.setShippingCountry(country);
  };

  // What the shopper chose while the page was still plain HTML counts once the scripts run.
  useChangesBeforeHydration(formRef, (control) => {
    if (control.name === 'billingDiffers' && control instanceof HTMLInputElement) {
      setBillingDiffers(control.checked);
    } else if (control.name === `${addressPrefix.shipping}country`) {
      setShippingCountry(control.value);
      followDestination(control.value);
    } else if (control.name === `${addressPrefix.billing}country`) {
      setBillingCountry(control.value);
    }
  });

  if (cart === null || cart.lines.length === 0) return null;

  const showErrors = (errors: Record<string, string>, message: string | null) => {
    const known: Record<string, string> = {};
    const elsewhere: string[] = [];
    for (const [name, text] of Object.entries(errors)) {
      if (fieldLabel(name, t) === null) elsewhere.push(text);
      else known[name] = text;
    }
    // In page order: the summary reads like the form.
    const order = formRef.current
      ? Array.from(formRef.current.elements).flatMap((element) =>
          'name' in element && typeof element.name === 'string' ? [element.name] : [],
        )
      : [];
    const names = Object.keys(known).sort((a, b) => {
      const rank = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length);
      return rank(a) - rank(b);
    });
    fields.setErrors(known);
    setSummary(names.map((name) => ({ name, label: fieldLabel(name, t) ?? name, message: known[name] ?? '' })));
    const alertText = elsewhere.length > 0 ? elsewhere.join(' ') : names.length > 0 ? null : message;
    setAlert(alertText);
    setFocusKey((key) => key + 1);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    const form = event.currentTarget;
    const local: Record<string, string> = constraintErrors(form, intl);
    if (refusal !== null) {
      local[shippingChoice === NEW_ADDRESS ? `${addressPrefix.shipping}country` : addressChoiceName.shipping] = refusal;
    }
    if (Object.keys(local).length > 0) {
      showErrors(local, null);
      return;
    }
    if (shownQuote === null || quoteState.phase !== 'ready') {
      showErrors({}, t({ id: 'checkout.errors.noQuote' }));
      return;
    }
    const review = reviewOf(shownQuote);
    const key = keys.current.keyFor(review);
    busy.current = true;
    setPlacing(true);
    setConflict(null);
    let placed = false;
    try {
      let captchaAnswer: string | undefined;
      if (customer === null) {
        const token = await captcha.token('checkout');
        if (token === null) {
          showErrors({}, t({ id: 'captcha.failed' }));
          return;
        }
        captchaAnswer = token;
      }
      const body = orderRequestBody(new FormData(form), {
        customer: customer !== null,
        review,
        captcha: captchaAnswer,
      });
      if (body === null) {
        showErrors({}, t({ id: 'checkout.errors.unexpected' }));
        return;
      }
      const outcome = await api.placeOrder(body, key);
      if (outcome.kind === 'placed') {
        placed = true;
        const { number, accessToken } = outcome.order;
        void reloadCart();
        const query = new URLSearchParams({ number, access: accessToken, placed: '1' });
        router.push(
          customer === null
            ? `${pathTo(locale, 'orderView')}?${query.toString()}`
            : `${pathTo(locale, 'accountOrder', { number })}?placed=1`,
        );
      } else if (outcome.kind === 'invalid') {
        showErrors(joinFieldErrors(outcome.fieldErrors), outcome.message);
      } else if (outcome.kind === 'changed') {
        keys.current.renew();
        setConflict({ conflict: outcome.conflict, before: shownQuote });
        fields.setErrors({});
        setSummary([]);
        setAlert(null);
        await reloadCart();
        reloadQuote();
      } else {
        showErrors(
          {},
          outcome.retryable ? `${outcome.message} ${t({ id: 'checkout.errors.retry' })}` : outcome.message,
        );
      }
    } finally {
      // A placed order keeps the button busy until the order page replaces this one.
      if (!placed) {
        busy.current = false;
        setPlacing(false);
      }
    }
  };

  const draft = { firstName: customer?.firstName ?? '', lastName: customer?.lastName ?? '' };
  const canPlace = shownQuote !== null && !refused && chosenPayment !== '';

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby="checkout-title"
      className="flex flex-col gap-6"
      data-testid="checkout-form"
    >
      <div className="flex flex-col gap-2">
        <h2 id="checkout-title" className="text-2xl font-bold tracking-tight text-ink-900">
          {t({ id: 'checkout.title' })}
        </h2>
        <RequiredNote intl={intl} />
      </div>
      <ErrorSummary
        entries={summary}
        message={alert}
        focusKey={focusKey}
        onGoTo={(name) => formRef.current && focusControl(formRef.current, name)}
      />

      <Section id="checkout-contact" title={t({ id: 'checkout.contact.title' })}>
        <ContactFields fields={fields} customerEmail={customer?.email ?? null} />
      </Section>

      <Section id="checkout-shipping" title={t({ id: 'checkout.shipping.title' })}>
        <AddressChoice
          kind="shipping"
          fields={fields}
          saved={saved}
          chosen={shippingChoice}
          onChoose={(choice) => {
            setShippingChoice(choice);
            const address = saved.phase === 'ready' ? saved.addresses.find((entry) => entry.id === choice) : undefined;
            followDestination(address?.country ?? newShippingCountry);
          }}
          country={newShippingCountry}
          onCountryChange={(country) => {
            setShippingCountry(country);
            followDestination(country);
          }}
          draft={draft}
          refusal={refusal}
        />
        <Checkbox
          intl={intl}
          name="billingDiffers"
          label={t({ id: 'checkout.billing.differs' })}
          checked={billingDiffers}
          onChange={(event) => setBillingDiffers(event.currentTarget.checked)}
        />
        {billingDiffers && (
          <fieldset className="space-y-4 border-t border-ink-100 pt-4">
            <legend className="pt-4 text-base font-semibold text-ink-900">{t({ id: 'checkout.billing.title' })}</legend>
            <AddressChoice
              kind="billing"
              fields={fields}
              saved={saved}
              chosen={billingChoice}
              onChoose={setBillingChoice}
              country={billingCountry}
              onCountryChange={setBillingCountry}
              draft={draft}
              refusal={null}
            />
          </fieldset>
        )}
      </Section>

      <Section id="checkout-method" title={t({ id: 'checkout.method.title' })}>
        {shownQuote === null ? (
          <p className="text-sm text-ink-700" role="status">
            {quoteState.phase === 'failed'
              ? quoteState.message
              : t({ id: refused ? 'checkout.method.refused' : 'checkout.method.chooseCountry' })}
          </p>
        ) : (
          <ShippingMethods
            options={shownQuote.shippingOptions}
            value={shownQuote.shippingMethod}
            onChange={(method) => {
              setShippingMethod(method);
              fields.clearError('shippingMethod');
            }}
            error={fields.errorOf('shippingMethod')}
          />
        )}
      </Section>

      <Section id="checkout-payment" title={t({ id: 'checkout.payment.title' })}>
        {shownQuote === null ? (
          <p className="text-sm text-ink-700">{t({ id: 'checkout.payment.chooseCountry' })}</p>
        ) : (
          <PaymentMethods
            methods={offeredPayments}
            value={chosenPayment}
            onChange={(method) => {
              setPaymentMethod(method);
              fields.clearError('paymentMethod');
            }}
            error={fields.errorOf('paymentMethod')}
          />
        )}
      </Section>

      <Section id="checkout-review" title={t({ id: 'checkout.review.title' })}>
        {conflict !== null && <ConflictNotice conflict={conflict.conflict} before={conflict.before} />}
        {shownQuote !== null && shownQuote.notices.length > 0 && (
          <ul role="status" className="flex flex-col gap-1 rounded-lg bg-warning-700/10 p-4 text-sm text-warning-700">
            {shownQuote.notices.map((notice) => (
              <li key={notice.code}>{notice.message}</li>
            ))}
          </ul>
        )}
        <div aria-busy={quoteState.phase === 'loading' || undefined}>
          <ReviewTable quote={shownQuote} cart={cart} country={quoteCountry} />
        </div>
        <div className="space-y-3">
          <Checkbox {...fields.field('ageConfirmed')} label={t({ id: 'checkout.review.age' })} required />
          <Checkbox
            {...fields.field('termsAccepted')}
            label={t(
              { id: 'checkout.review.terms' },
              {
                link: (chunks: ReactNode[]) => (
                  <Link
                    href={pathTo(locale, 'terms')}
                    className="font-medium text-brand-700 underline"
                    target="_blank"
                    rel="noopener"
                  >
                    {chunks}
                    <span className="sr-only"> {t({ id: 'captcha.badgeNewTab' })}</span>
                  </Link>
                ),
              },
            )}
            required
          />
        </div>
        {refusal !== null && (
          <p className="text-sm font-medium text-danger-700" data-testid="checkout-refused">
            {refusal}
          </p>
        )}
        <Button type="submit" size="lg" loading={placing} disabled={!canPlace} data-testid="place-order">
          {t({ id: placing ? 'checkout.placing' : 'checkout.place' })}
        </Button>
      </Section>
      {customer === null && <CaptchaBadge provider={captcha.provider} />}
    </form>
  );
}
