'use client';

import type { Locale } from '@seedshop/locales';
import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { useIntl } from '@/i18n/client-intl';
import { readCart } from '@/cart/cart-model';
import { publishCart } from '@/cart/cart-store';
import { pathTo } from '@/routing/paths';
import { callShop } from '@/shop-client/browser-api';
import { Button } from '@/ui/kit/button';
import { notify } from '@/ui/toast/notify';
import { reorderNotices } from './reorder-outcome';

/**
 * "Order again": the shop puts the order's packs into the cart (what is sold out stays out) and
 * answers the whole cart, which every island then shows (the header's count too); the shopper goes
 * on to the cart, told which products were left out.
 */
export function ReorderButton({ locale, number }: { readonly locale: Locale; readonly number: string }) {
  const intl = useIntl();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);

  const reorder = async () => {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    const result = await callShop(`account/orders/${encodeURIComponent(number)}/reorder`, {
      method: 'POST',
      networkMessage: intl.formatMessage({ id: 'form.error.network' }),
    });
    const cart = result.ok ? readCart(result.data) : null;
    busyRef.current = false;
    setBusy(false);
    if (!result.ok || cart === null) {
      notify.error(result.ok ? intl.formatMessage({ id: 'orders.reorder.failed' }) : result.message);
      return;
    }
    publishCart(cart);
    const notices = reorderNotices(cart);
    if (notices.length > 0) {
      notify.warning(notices.join(' '));
    } else {
      notify.success(intl.formatMessage({ id: 'orders.reorder.done' }, { number }));
    }
    router.push(pathTo(locale, 'cartCheckout'));
  };

  return (
    <Button type="button" variant="secondary" icon="lucide:rotate-ccw" loading={busy} onClick={() => void reorder()}>
      {intl.formatMessage({ id: 'orders.reorder.button' })}
    </Button>
  );
}
