import type { Locale } from '@seedshop/locales';
import { Link } from '@/routing/link';
import { MAX_QUANTITY_PER_LINE } from '@/cart/add-form-fields';
import { AddToCartForm } from '@/cart/cart-islands';
import { CompareToggle } from '@/comparison/comparison-islands';
import { FavouriteHeart } from '@/favourites/favourite-islands';
import { getIntl } from '@/i18n/server';
import { pathTo } from '@/routing/paths';
import { Badge } from '@/ui/kit/badge';
import { RatingStars } from '@/ui/kit/rating-stars';
import { ProductAlerts } from '@/subscriptions/subscription-islands';
import { productPath } from '../catalogue-paths';
import { floweringWeeksText, percentText } from './attribute-rows';
import { initialPack } from './pack-options';
import { PackSelector } from './product-islands';
import type { ProductView } from './product-view';

/** Seed bank, name, badges, rating, key facts and the pack choice: what a shopper reads first. */
export function ProductSummary({
  locale,
  product,
  packParam,
}: {
  readonly locale: Locale;
  readonly product: ProductView;
  readonly packParam: string | null;
}) {
  const intl = getIntl(locale);
  const { attributes, rating } = product;
  const selected = initialPack(product.packs, packParam);
  const facts = [
    {
      id: 'thc',
      label: intl.formatMessage({ id: 'product.attr.thc' }),
      value: percentText(intl, attributes.thcPercent),
    },
    {
      id: 'cbd',
      label: intl.formatMessage({ id: 'product.attr.cbd' }),
      value: percentText(intl, attributes.cbdPercent),
    },
    {
      id: 'flowering',
      label: intl.formatMessage({ id: 'product.attr.flowering' }),
      value: floweringWeeksText(intl, attributes.floweringDays),
    },
    { id: 'seed-type', label: intl.formatMessage({ id: 'product.attr.seedType' }), value: attributes.seedType.label },
  ];

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <Link
          href={pathTo(locale, 'catalog', { catalog: product.seedBank.slug })}
          className="self-start rounded-sm text-sm font-semibold tracking-wide text-brand-700 uppercase hover:underline"
        >
          {product.seedBank.name}
        </Link>
        <div className="flex items-start justify-between gap-3">
          <h1 className="text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">{product.name}</h1>
          <FavouriteHeart productId={product.id} productName={product.name} size="lg" />
        </div>
        {(product.badges.length > 0 || product.discount !== null) && (
          <ul className="flex flex-wrap gap-1.5">
            {product.discount !== null && (
              <li data-testid="promotion-badge">
                <Badge variant="sale">
                  <span aria-hidden="true">{product.discount.badge}</span>
                  <span className="sr-only">
                    {intl.formatMessage(
                      { id: 'kit.price.promotion' },
                      { badge: product.discount.badge, name: product.discount.name },
                    )}
                  </span>
                </Badge>
              </li>
            )}
            {product.badges.map((badge) => (
              <li key={badge.key}>
                <Badge variant={badge.key}>{badge.label}</Badge>
              </li>
            ))}
          </ul>
        )}
        <a href="#reviews" className="self-start rounded-sm hover:underline">
          <RatingStars intl={intl} average={rating.average ?? 0} count={rating.count} size="sm" />
        </a>
      </div>

      <dl className="kit-tiles">
        {facts.map((fact) => (
          <div key={fact.id}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>

      {selected !== undefined && (
        <AddToCartForm
          locale={locale}
          productName={product.name}
          packs={product.packs}
          returnTo={productPath(locale, product.path)}
          maxQuantity={MAX_QUANTITY_PER_LINE}
        >
          <PackSelector packs={product.packs} initialPackSize={selected.packSize} />
        </AddToCartForm>
      )}
      <div>
        <CompareToggle productId={product.id} productName={product.name} size="md" />
      </div>
      <ProductAlerts
        productId={product.id}
        soldOutPacks={product.packs
          .filter((pack) => !pack.inStock)
          .map((pack) => ({ id: pack.id, packSize: pack.packSize }))}
      />
    </div>
  );
}
