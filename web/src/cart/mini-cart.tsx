'use client';

import type { Locale } from '@seedshop/locales';
import { Link } from '@/routing/link';
import { useIntl } from '@/i18n/client-intl';
import { ToastContainer } from 'react-toastify';
import { pathTo } from '@/routing/paths';
import { buttonClasses } from '@/ui/kit/button';
import { Drawer } from '@/ui/kit/drawer';
import { formatPrice } from '@/ui/kit/format-price';
import { Spinner } from '@/ui/kit/spinner';
import { toastContainerProps } from '@/ui/toast/toast-config';
import { CartLineItem } from './cart-line-item';
import type { CartState } from './cart-store';
import { FreeShipping } from './free-shipping';
import { useCartEditor } from './use-cart-editor';

/**
 * The mini cart's own toasts ("… was removed. Undo"): a modal dialog makes the page's toast
 * container inert, so the drawer holds a container of its own.
 */
const MINI_CART_TOASTS = 'mini-cart';

/** The mini cart: the lines with their quantities, subtotal, savings, free shipping, checkout. */
export function MiniCart({
  locale,
  state,
  open,
  onClose,
}: {
  readonly locale: Locale;
  readonly state: CartState;
  readonly open: boolean;
  readonly onClose: () => void;
}) {
  const intl = useIntl();
  const editor = useCartEditor(MINI_CART_TOASTS);
  const cart = state.phase === 'ready' ? state.cart : null;
  const price = (cents: number) => formatPrice(cents, intl.locale);
  const hasLines = cart !== null && cart.lines.length > 0;

  return (
    <Drawer
      open={open}
      onClose={onClose}
      side="right"
      title={intl.formatMessage({ id: 'cart.drawer.title' })}
      footer={
        hasLines ? (
          <div className="flex flex-col gap-3">
            <dl className="flex flex-col gap-1 text-sm">
              <div className="flex justify-between gap-3">
                <dt className="text-ink-700">{intl.formatMessage({ id: 'cart.subtotal' })}</dt>
                <dd className="text-ink-900 tabular-nums" data-testid="mini-cart-subtotal">
                  {price(cart.subtotalCents)}
                </dd>
              </div>
              {cart.savingCents > 0 && (
                <div className="flex justify-between gap-3 text-success-700">
                  <dt>{intl.formatMessage({ id: 'cart.savings' })}</dt>
                  <dd className="tabular-nums">−{price(cart.savingCents)}</dd>
                </div>
              )}
              <div className="flex justify-between gap-3 text-base font-semibold text-ink-900">
                <dt>{intl.formatMessage({ id: 'cart.total' })}</dt>
                <dd className="tabular-nums" data-testid="mini-cart-total">
                  {price(cart.goodsTotalCents)}
                </dd>
              </div>
            </dl>
            <p className="text-xs text-ink-600">{intl.formatMessage({ id: 'kit.price.taxNote' })}</p>
            <FreeShipping cart={cart} />
            <Link
              href={pathTo(locale, 'cartCheckout')}
              onClick={onClose}
              className={buttonClasses({ size: 'lg', className: 'w-full' })}
            >
              {intl.formatMessage({ id: 'cart.checkout' })}
            </Link>
          </div>
        ) : undefined
      }
    >
      <ToastContainer {...toastContainerProps} containerId={MINI_CART_TOASTS} />
      {state.phase === 'loading' || state.phase === 'idle' ? (
        <p className="flex items-center gap-2 text-ink-700" role="status">
          <Spinner /> {intl.formatMessage({ id: 'cart.drawer.loading' })}
        </p>
      ) : state.phase === 'failed' ? (
        <p className="text-danger-700" role="alert">
          {intl.formatMessage({ id: 'cart.error.load' })}
        </p>
      ) : hasLines ? (
        <ul className="divide-y divide-ink-100" aria-label={intl.formatMessage({ id: 'cart.page.items' })}>
          {cart.lines.map((line) => (
            <CartLineItem key={line.id} locale={locale} line={line} editor={editor} layout="compact" />
          ))}
        </ul>
      ) : (
        <div className="flex flex-col items-start gap-4">
          <p className="text-ink-700">{intl.formatMessage({ id: 'cart.drawer.empty' })}</p>
          <button type="button" onClick={onClose} className={buttonClasses({ variant: 'secondary' })}>
            {intl.formatMessage({ id: 'cart.continueShopping' })}
          </button>
        </div>
      )}
    </Drawer>
  );
}
