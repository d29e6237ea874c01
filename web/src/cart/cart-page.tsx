'use client';

import type { Locale } from '@seedshop/locales';
import { Link } from '@/routing/link';
import { useIntl } from '@/i18n/client-intl';
import { buttonClasses } from '@/ui/kit/button';
import { Spinner } from '@/ui/kit/spinner';
import { CartLineItem } from './cart-line-item';
import type { Cart } from './cart-model';
import { useCartState } from './cart-store';
import { CartSummary } from './cart-summary';
import { CouponForm } from './coupon-form';
import { FreeShipping } from './free-shipping';
import { ShippingCountrySelect } from './shipping-country-select';
import { useCartActions } from './use-cart-actions';
import { useCartEditor } from './use-cart-editor';

/**
 * The cart page: every line with its prices and changes, the coupon, the shipping country and the
 * totals. The server renders the cart it read; from then on the page shows what every cart call
 * answers, like the header and the mini cart.
 */
export function CartPage({
  locale,
  initialCart,
  catalogHref,
}: {
  readonly locale: Locale;
  readonly initialCart: Cart | undefined;
  /** Where an empty cart leads: the general catalog in the page's language. */
  readonly catalogHref: string;
}) {
  const intl = useIntl();
  const state = useCartState(initialCart);
  const editor = useCartEditor();
  const actions = useCartActions();

  if (state.phase === 'idle' || state.phase === 'loading') {
    return (
      <p className="flex items-center gap-2 text-ink-700" role="status">
        <Spinner /> {intl.formatMessage({ id: 'cart.drawer.loading' })}
      </p>
    );
  }
  if (state.phase === 'failed') {
    return (
      <p className="text-danger-700" role="alert">
        {intl.formatMessage({ id: 'cart.error.load' })}
      </p>
    );
  }
  const cart = state.cart;
  if (cart.lines.length === 0) {
    return (
      <section
        className="flex flex-col items-start gap-4 rounded-lg border border-ink-200 bg-ink-50 p-8"
        data-testid="cart-empty"
      >
        <h2 className="text-xl font-semibold text-ink-900">{intl.formatMessage({ id: 'cart.page.emptyTitle' })}</h2>
        <p className="text-ink-700">{intl.formatMessage({ id: 'cart.page.emptyText' })}</p>
        <Link href={catalogHref} className={buttonClasses()}>
          {intl.formatMessage({ id: 'cart.page.emptyAction' })}
        </Link>
      </section>
    );
  }

  return (
    <div className="grid items-start gap-8 lg:grid-cols-[1fr_22rem]">
      <section aria-labelledby="cart-items" className="flex flex-col gap-4">
        <h2 id="cart-items" className="sr-only">
          {intl.formatMessage({ id: 'cart.page.items' })}
        </h2>
        {cart.notices.length > 0 && (
          <ul role="status" className="flex flex-col gap-1 rounded-lg bg-warning-700/10 p-4 text-sm text-warning-700">
            {cart.notices.map((notice) => (
              <li key={notice.code}>{notice.message}</li>
            ))}
          </ul>
        )}
        <ul className="divide-y divide-ink-100 border-y border-ink-100" data-testid="cart-lines">
          {cart.lines.map((line) => (
            <CartLineItem key={line.id} locale={locale} line={line} editor={editor} layout="full" />
          ))}
        </ul>
        <p className="text-sm text-ink-600" data-testid="cart-limits">
          {intl.formatMessage(
            { id: 'cart.page.limits' },
            { perLine: cart.limits.maxQuantityPerLine, lines: cart.limits.maxLines },
          )}
        </p>
        {cart.gifts.length > 0 && (
          <section aria-labelledby="cart-gifts" className="rounded-lg bg-success-700/10 p-4 text-sm text-success-700">
            <h3 id="cart-gifts" className="font-semibold">
              {intl.formatMessage({ id: 'cart.gifts' })}
            </h3>
            <ul className="mt-1 flex flex-col gap-0.5">
              {cart.gifts.map((gift) => (
                <li key={gift.ruleId}>
                  {intl.formatMessage(
                    { id: 'cart.gift' },
                    {
                      product: gift.productName,
                      pack: intl.formatMessage({ id: 'product.pack.seeds' }, { count: gift.packSize }),
                    },
                  )}
                </li>
              ))}
            </ul>
          </section>
        )}
      </section>

      <section
        aria-labelledby="cart-summary"
        className="flex flex-col gap-5 rounded-lg border border-ink-200 bg-white p-5 shadow-card"
      >
        <h2 id="cart-summary" className="text-lg font-semibold text-ink-900">
          {intl.formatMessage({ id: 'cart.page.summary' })}
        </h2>
        <ShippingCountrySelect cart={cart} actions={actions} />
        <FreeShipping cart={cart} />
        <CouponForm cart={cart} actions={actions} />
        <CartSummary cart={cart} />
        <p className="text-xs text-ink-600">{intl.formatMessage({ id: 'cart.page.nextStep' })}</p>
      </section>
    </div>
  );
}
