'use client';

import { useState } from 'react';
import { useIntl } from '@/i18n/client-intl';
import { Icon } from '@/ui/icon/icon';
import { notify } from '@/ui/toast/notify';
import { useHydrated } from '@/ui/use-hydrated';
import { setFavourite, useFavouritesState } from './favourites-store';

/**
 * The heart on a product card and the product page: a toggle button (`aria-pressed`) named after
 * the product. It reads the shared favourite ids (loaded once per page) and says in a toast what
 * the click did.
 */
export function FavouriteHeart({
  productId,
  productName,
  size = 'sm',
}: {
  readonly productId: string;
  readonly productName: string;
  readonly size?: 'sm' | 'lg';
}) {
  const intl = useIntl();
  const favourites = useFavouritesState();
  // A press before hydration would do nothing: the button waits for its handler.
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const pressed = favourites.phase === 'ready' && favourites.ids.has(productId);

  const toggle = async () => {
    if (busy) return;
    setBusy(true);
    const on = !pressed;
    const result = await setFavourite(productId, on, intl.formatMessage({ id: 'form.error.network' }));
    setBusy(false);
    if (!result.ok) {
      notify.error(result.message);
      return;
    }
    notify.success(
      intl.formatMessage({ id: on ? 'favourites.heart.added' : 'favourites.heart.removed' }, { name: productName }),
      { toastId: `favourite-${productId}` },
    );
  };

  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={intl.formatMessage({ id: 'favourites.heart.label' }, { name: productName })}
      aria-busy={busy || undefined}
      disabled={!hydrated || (favourites.phase === 'loading' && !pressed)}
      onClick={() => void toggle()}
      className={size === 'lg' ? 'kit-heart kit-heart-lg' : 'kit-heart'}
    >
      <Icon
        name="lucide:heart"
        size={size === 'lg' ? '1.5em' : '1.25em'}
        className={pressed ? '[--icon-fill:currentColor]' : undefined}
      />
    </button>
  );
}
