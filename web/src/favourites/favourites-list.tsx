'use client';

import { formatCalendarDate, type Locale } from '@seedshop/locales';
import { Link } from '@/routing/link';
import { useEffect, useId, useState } from 'react';
import { useIntl } from '@/i18n/client-intl';
import { productPath } from '@/catalogue/catalogue-paths';
import { useCartActions } from '@/cart/use-cart-actions';
import { callShop } from '@/shop-client/browser-api';
import { Badge } from '@/ui/kit/badge';
import { Button } from '@/ui/kit/button';
import { formatPrice } from '@/ui/kit/format-price';
import { ProductCard } from '@/ui/kit/product-card';
import { notify } from '@/ui/toast/notify';
import { firstPack, readFavouritePage, type Favourite, type FavouritePage } from './favourite-model';
import { publishFavouriteIds, readFavouriteIds } from './favourites-store';

type Loaded =
  | { readonly phase: 'loading' }
  | { readonly phase: 'failed' }
  | { readonly phase: 'ready'; readonly list: FavouritePage };

/** One page of the shopper's favourites, or null when it could not be read. */
async function fetchFavouritePage(page: number, networkMessage: string): Promise<FavouritePage | null> {
  const result = await callShop(`lists/favourites?page=${page}`, { networkMessage });
  return result.ok ? readFavouritePage(result.data) : null;
}

/**
 * The favourites as cards, most recently added first: price, stock, what changed since adding, a
 * pack selector with "Add to cart", and remove. Loaded in the browser (the page itself is the same
 * for everybody); the guest page and the account page both show it.
 */
export function FavouritesList({ locale, catalogHref }: { readonly locale: Locale; readonly catalogHref: string }) {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const [loaded, setLoaded] = useState<Loaded>({ phase: 'loading' });

  const [reloads, setReloads] = useState(0);
  const networkMessage = intl.formatMessage({ id: 'form.error.network' });

  useEffect(() => {
    let current = true;
    void fetchFavouritePage(page, networkMessage).then((list) => {
      if (!current) return;
      // Past the last page (its last favourite was removed): show the last one.
      if (list !== null && list.items.length === 0 && page > list.pageCount) setPage(list.pageCount);
      else setLoaded(list === null ? { phase: 'failed' } : { phase: 'ready', list });
    });
    return () => {
      current = false;
    };
  }, [page, networkMessage, reloads]);

  const reload = () => setReloads((count) => count + 1);

  const remove = async (favourite: Favourite) => {
    const result = await callShop(`lists/favourites/${encodeURIComponent(favourite.product.id)}`, {
      method: 'DELETE',
      networkMessage: intl.formatMessage({ id: 'form.error.network' }),
    });
    const ids = result.ok ? readFavouriteIds(result.data) : null;
    if (ids === null) {
      notify.error(result.ok ? intl.formatMessage({ id: 'favourites.failed' }) : result.message);
      return;
    }
    publishFavouriteIds(ids);
    notify.success(intl.formatMessage({ id: 'favourites.heart.removed' }, { name: favourite.product.name }));
    reload();
  };

  if (loaded.phase === 'loading') {
    return (
      <p role="status" className="text-ink-600">
        {intl.formatMessage({ id: 'favourites.loading' })}
      </p>
    );
  }
  if (loaded.phase === 'failed') {
    return (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p className="text-danger-700">{intl.formatMessage({ id: 'favourites.failed' })}</p>
        <Button variant="secondary" onClick={reload}>
          {intl.formatMessage({ id: 'favourites.retry' })}
        </Button>
      </div>
    );
  }
  const { list } = loaded;
  if (list.total === 0) {
    return (
      <div className="flex flex-col items-start gap-3">
        <p className="text-ink-700">{intl.formatMessage({ id: 'favourites.empty' })}</p>
        <Link href={catalogHref} className="font-semibold text-brand-700 hover:underline">
          {intl.formatMessage({ id: 'favourites.browse' })}
        </Link>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <p className="text-sm text-ink-600">
        {intl.formatMessage({ id: 'favourites.count' }, { count: list.total, limit: list.limit })}
      </p>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="favourites-list">
        {list.items.map((favourite) => (
          <li key={favourite.product.id} className="flex flex-col gap-2">
            <FavouriteCard locale={locale} favourite={favourite} onRemove={() => remove(favourite)} />
          </li>
        ))}
      </ul>
      {list.pageCount > 1 && (
        <nav className="flex items-center gap-3" aria-label={intl.formatMessage({ id: 'favourites.title' })}>
          <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {intl.formatMessage({ id: 'favourites.previous' })}
          </Button>
          <span className="text-sm text-ink-600">
            {intl.formatMessage({ id: 'favourites.pageOf' }, { page: list.page, count: list.pageCount })}
          </span>
          <Button variant="secondary" size="sm" disabled={page >= list.pageCount} onClick={() => setPage(page + 1)}>
            {intl.formatMessage({ id: 'favourites.next' })}
          </Button>
        </nav>
      )}
    </div>
  );
}

function FavouriteCard({
  locale,
  favourite,
  onRemove,
}: {
  readonly locale: Locale;
  readonly favourite: Favourite;
  readonly onRemove: () => Promise<void>;
}) {
  const intl = useIntl();
  const actions = useCartActions();
  const selectId = useId();
  const { product } = favourite;
  const [packId, setPackId] = useState(firstPack(favourite.packs)?.id ?? '');
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState(false);
  const pack = favourite.packs.find((candidate) => candidate.id === packId) ?? null;
  const packName = (size: number) => intl.formatMessage({ id: 'product.pack.seeds' }, { count: size });

  const add = async () => {
    if (pack === null || !pack.inStock) {
      notify.error(intl.formatMessage({ id: 'cart.add.soldOut' }));
      return;
    }
    setAdding(true);
    const result = await actions.addLine(pack.id, 1);
    setAdding(false);
    if (!result.ok) {
      notify.error(result.message);
      return;
    }
    notify.success(
      intl.formatMessage({ id: 'cart.add.added' }, { quantity: 1, name: product.name, pack: packName(pack.packSize) }),
    );
  };

  const notes = [
    favourite.priceDropped !== null && (
      <Badge key="drop" variant="sale">
        {intl.formatMessage(
          { id: 'favourites.priceDropped' },
          {
            from: formatPrice(favourite.priceDropped.fromCents, intl.locale),
            to: formatPrice(favourite.priceDropped.toCents, intl.locale),
          },
        )}
      </Badge>
    ),
    favourite.backInStock && (
      <Badge key="back" variant="success">
        {intl.formatMessage({ id: 'favourites.backInStock' })}
      </Badge>
    ),
    !product.inStock && (
      <Badge key="out" variant="warning">
        {intl.formatMessage({ id: 'favourites.soldOut' })}
      </Badge>
    ),
  ].filter(Boolean);

  return (
    <>
      <div className="flex min-h-6 flex-wrap items-center gap-1.5" data-testid="favourite-notes">
        {notes}
      </div>
      <ProductCard
        intl={intl}
        href={productPath(locale, product.path)}
        name={product.name}
        seedBank={product.seedBank.name}
        priceFrom={product.priceFromCents}
        wasFrom={product.discount === null ? undefined : product.originalPriceFromCents}
        promotion={product.discount ?? undefined}
        badges={product.badges}
        rating={
          product.rating.average === null ? undefined : { average: product.rating.average, count: product.rating.count }
        }
        attributes={[
          {
            label: intl.formatMessage({ id: 'favourites.added' }),
            value: formatCalendarDate(new Date(favourite.addedAt), intl.locale, { dateStyle: 'medium' }),
          },
        ]}
        headingLevel="h2"
        image={
          // eslint-disable-next-line @next/next/no-img-element -- small SVG illustrations, no resizing pipeline
          <img
            src={product.image.url}
            alt=""
            width={product.image.width}
            height={product.image.height}
            loading="lazy"
            decoding="async"
            className="size-full object-cover"
          />
        }
        action={
          <Button
            size="sm"
            variant="ghost"
            icon="lucide:trash-2"
            loading={removing}
            aria-label={intl.formatMessage({ id: 'favourites.removeNamed' }, { name: product.name })}
            onClick={() => {
              setRemoving(true);
              void onRemove().finally(() => setRemoving(false));
            }}
          >
            {intl.formatMessage({ id: 'favourites.remove' })}
          </Button>
        }
      />
      {favourite.packs.length > 0 && (
        <div className="flex flex-wrap items-end gap-2">
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <label htmlFor={selectId} className="text-sm font-medium text-ink-900">
              {intl.formatMessage({ id: 'favourites.pack' }, { name: product.name })}
            </label>
            <select
              id={selectId}
              value={packId}
              onChange={(event) => setPackId(event.target.value)}
              className="rounded-md border border-ink-300 bg-white px-3 py-2 text-sm text-ink-900"
            >
              {favourite.packs.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.inStock
                    ? intl.formatMessage(
                        { id: 'favourites.packOption' },
                        { pack: packName(option.packSize), price: formatPrice(option.priceCents, intl.locale) },
                      )
                    : intl.formatMessage({ id: 'favourites.packSoldOut' }, { pack: packName(option.packSize) })}
                </option>
              ))}
            </select>
          </div>
          <Button
            size="sm"
            icon="lucide:shopping-cart"
            loading={adding}
            disabled={pack === null || !pack.inStock}
            onClick={() => void add()}
            aria-label={intl.formatMessage({ id: 'cart.add.buttonNamed' }, { name: product.name })}
          >
            {intl.formatMessage({ id: 'cart.add.button' })}
          </Button>
        </div>
      )}
    </>
  );
}
