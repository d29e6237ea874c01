'use client';

import { variant as variantSchema } from '@seedshop/shop/contract';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { z } from 'zod';
import { callShop } from '@/shop-client/browser-api';
import { Button } from '@/ui/kit/button';
import { notify } from '@/ui/toast/notify';
import { useHydrated } from '@/ui/use-hydrated';
import { useCartActions } from './use-cart-actions';

const productVariants = z.object({ variants: z.array(variantSchema) });

/** The pack a card adds: the smallest one in stock, or null when every pack is sold out. */
export function smallestInStock<T extends { readonly pack_size: number; readonly in_stock: boolean }>(
  variants: readonly T[],
): T | null {
  return [...variants].filter((variant) => variant.in_stock).sort((a, b) => a.pack_size - b.pack_size)[0] ?? null;
}

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
  const actions = useCartActions();
  const [busy, setBusy] = useState(false);
  // Disabled in the server's HTML: a press before hydration would do nothing.
  const hydrated = useHydrated();
  const failed = (message?: string) => notify.error(message ?? intl.formatMessage({ id: 'cart.add.failed' }));

  const add = async () => {
    setBusy(true);
    try {
      const product = await callShop(`catalogue/products/${encodeURIComponent(productSlug)}`, {
        networkMessage: intl.formatMessage({ id: 'form.error.network' }),
      });
      if (!product.ok) return failed(product.message);
      const parsed = productVariants.safeParse(product.data);
      const pack = parsed.success ? smallestInStock(parsed.data.variants) : null;
      if (pack === null) return failed(intl.formatMessage({ id: 'cart.add.soldOut' }));
      const result = await actions.addLine(pack.id, 1);
      if (!result.ok) return failed(result.message);
      notify.success(
        intl.formatMessage(
          { id: 'cart.add.added' },
          {
            quantity: 1,
            name: productName,
            pack: intl.formatMessage({ id: 'product.pack.seeds' }, { count: pack.pack_size }),
          },
        ),
      );
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
      aria-label={intl.formatMessage({ id: 'cart.add.buttonNamed' }, { name: productName })}
    >
      {intl.formatMessage({ id: 'cart.add.button' })}
    </Button>
  );
}
