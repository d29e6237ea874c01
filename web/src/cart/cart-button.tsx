'use client';

import type { Locale } from '@seedshop/locales';
import dynamic from 'next/dynamic';
import { Link } from '@/routing/link';
import { usePathname } from 'next/navigation';
import { useState } from 'react';
import { useIntl } from '@/i18n/client-intl';
import { Icon } from '@/ui/icon/icon';
import { useCartState } from './cart-store';

// The drawer's code loads when the shopper first opens it, not with every page.
const MiniCart = dynamic(() => import('./mini-cart').then((module) => module.MiniCart), { ssr: false });

/**
 * The header's cart entry. The server renders a plain link to the cart page (the same for everybody,
 * so pages stay cacheable); in the browser it loads the cart, shows the number of items and opens
 * the mini cart instead of leaving the page.
 */
export function CartButton({ locale, checkoutPath }: { readonly locale: Locale; readonly checkoutPath: string }) {
  const intl = useIntl();
  const state = useCartState();
  const pathname = usePathname();
  // Open on the page it was opened on: a navigation (checkout, a product link) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const [used, setUsed] = useState(false);
  const count = state.phase === 'ready' ? state.cart.itemCount : null;
  const checkout = checkoutPath;

  return (
    <>
      <Link
        href={checkout}
        aria-haspopup={pathname === checkout ? undefined : 'dialog'}
        data-testid="cart-button"
        onClick={(event) => {
          // The cart page itself shows everything the drawer would; a new tab keeps the link's way.
          if (pathname === checkout || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          setUsed(true);
          setOpenOn(pathname);
        }}
        className="shell-button relative"
      >
        <Icon name="lucide:shopping-cart" size={20} />
        {/* The name says "Cart, 3 items" in one phrase; the eye reads "Cart" and the badge. */}
        <span aria-hidden="true" className="hidden sm:inline">
          {intl.formatMessage({ id: 'header.cart' })}
        </span>
        <span className="sr-only">
          {count === null
            ? intl.formatMessage({ id: 'header.cart' })
            : intl.formatMessage({ id: 'header.cartCount' }, { count })}
        </span>
        {count !== null && count > 0 && (
          <span
            aria-hidden="true"
            data-testid="cart-count"
            className="absolute -top-0.5 left-5 min-w-5 rounded-full bg-brand-700 px-1.5 text-center text-xs leading-5 font-semibold text-white tabular-nums"
          >
            {count}
          </span>
        )}
      </Link>
      {used && <MiniCart locale={locale} state={state} open={open} onClose={() => setOpenOn(null)} />}
    </>
  );
}
