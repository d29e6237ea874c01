'use client';

import { useState } from 'react';
import { useIntl } from '@/i18n/client-intl';
import { Button } from '@/ui/kit/button';
import { notify } from '@/ui/toast/notify';
import { useHydrated } from '@/ui/use-hydrated';

/**
 * A product card's "Add to cart": one pack of the smallest size in stock. The card knows the
 * product, not its packs, so the button asks the catalogue for them first.
 */
export function CardAddToCart({
  productSlug,
  productName,
}: {
  readonly productSlug: string;
  readonly productName: string;
}) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  // Disabled in the server's HTML: a press before hydration would do nothing.
  const hydrated = useHydrated();
  const failed = (message?: string) => notify.error(message ?? intl.formatMessage({ id: 'cart.add.failed' }));

  const add = async () => {
    setBusy(true);
    // The call and its checks load on the first press (see card-add-action.ts).
    try {
      const { addSmallestPack } = await import('./card-add-action');
      const outcome = await addSmallestPack(productSlug, {
        network: intl.formatMessage({ id: 'form.error.network' }),
        unexpected: intl.formatMessage({ id: 'cart.error.load' }),
      });
      if (!outcome.ok)
        return failed(outcome.soldOut ? intl.formatMessage({ id: 'cart.add.soldOut' }) : outcome.message);
      notify.success(
        intl.formatMessage(
          { id: 'cart.add.added' },
          {
            quantity: 1,
            name: productName,
            pack: intl.formatMessage({ id: 'product.pack.seeds' }, { count: outcome.packSize }),
          },
        ),
      );
    } catch {
      // The action's code could not be loaded (the connection dropped).
      failed(intl.formatMessage({ id: 'form.error.network' }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      size="sm"
      icon="lucide:shopping-cart"
      loading={busy}
      disabled={!hydrated}
      onClick={() => void add()}
      className="kit-card-cart"
      aria-label={intl.formatMessage({ id: 'cart.add.buttonNamed' }, { name: productName })}
    >
      {intl.formatMessage({ id: 'cart.add.button' })}
    </Button>
  );
}
