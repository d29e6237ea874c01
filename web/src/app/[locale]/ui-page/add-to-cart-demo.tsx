'use client';

import { useEffect, useRef, useState } from 'react';
import { useIntl } from '@/i18n/client-intl';
import { Button } from '@/ui/kit/button';
import { notify } from '@/ui/toast/notify';

// Long enough to see the loading state; the real button waits for the cart API instead.
const FAKE_REQUEST_MS = 800;

/** The product card's action slot in the demo: a short loading state, then a success toast. */
export function AddToCartDemo({ productName }: { readonly productName: string }) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  return (
    <Button
      size="sm"
      icon="lucide:shopping-cart"
      loading={busy}
      onClick={() => {
        setBusy(true);
        timer.current = window.setTimeout(() => {
          setBusy(false);
          notify.success(intl.formatMessage({ id: 'uiPage.product.added' }, { name: productName }));
        }, FAKE_REQUEST_MS);
      }}
    >
      {intl.formatMessage({ id: 'kit.product.addToCart' })}
    </Button>
  );
}
