import { clsx } from 'clsx';
import { Link } from '@/routing/link';
import type { ReactNode } from 'react';
import { Badge } from './badge';
import type { KitIntl } from './kit-intl';
import { Price } from './price';
import { ProductImagePlaceholder } from './product-image-placeholder';
import { RatingStars } from './rating-stars';

export type ProductBadge = 'new' | 'bestseller' | 'sale';

export interface ProductAttribute {
  /** Translated name, e.g. "Flowering time". */
  readonly label: string;
  /** Translated, formatted value, e.g. "8–9 weeks". */
  readonly value: string;
}

export interface ProductCardProps {
  readonly intl: KitIntl;
  readonly href: string;
  readonly name: string;
  readonly seedBank: string;
  /** The lowest pack price in cents, shown as "from …". */
  readonly priceFrom: number;
  /** The same before a promotion's discount, shown struck through beside it. */
  readonly wasFrom?: number;
  /** The promotion's own badge text ("−20 %", from the CMS) and its name for screen readers. */
  readonly promotion?: { readonly badge: string; readonly name: string };
  /** The photo (decorative: `alt=""`); a drawn placeholder when missing. */
  readonly image?: ReactNode;
  readonly badges?: readonly ProductBadge[];
  readonly rating?: { readonly average: number; readonly count: number };
  readonly attributes?: readonly ProductAttribute[];
  /** The "Add to cart" control (a client island, a link to the product, …). */
  readonly action?: ReactNode;
  /** The heading level of the product name, to fit the page outline. */
  readonly headingLevel?: 'h2' | 'h3' | 'h4';
  readonly className?: string;
}

const badgeMessages = {
  new: 'kit.badge.new',
  bestseller: 'kit.badge.bestseller',
  sale: 'kit.badge.sale',
} as const;

/**
 * A product in a list (its look: the kit-card classes in globals.css; a listing repeats the card
 * two dozen times in the HTML and again in the page data, so short class names keep it light).
 * The whole card is one link to the product (the name's link is stretched
 * over it), so screen readers hear the name once and the action button stays a separate control.
 */
export function ProductCard({
  intl,
  href,
  name,
  seedBank,
  priceFrom,
  wasFrom,
  promotion,
  image,
  badges = [],
  rating,
  attributes = [],
  action,
  headingLevel: Heading = 'h3',
  className,
}: ProductCardProps) {
  return (
    <article className={clsx('group kit-card', className)}>
      <div className="kit-card-media">
        {image ?? <ProductImagePlaceholder />}
        {(badges.length > 0 || promotion !== undefined) && (
          <ul className="kit-card-badges">
            {promotion !== undefined && (
              <li data-testid="promotion-badge">
                <Badge variant="sale">
                  <span aria-hidden="true">{promotion.badge}</span>
                  <span className="sr-only">
                    {intl.formatMessage(
                      { id: 'kit.price.promotion' },
                      { badge: promotion.badge, name: promotion.name },
                    )}
                  </span>
                </Badge>
              </li>
            )}
            {badges.map((badge) => (
              <li key={badge}>
                <Badge variant={badge}>{intl.formatMessage({ id: badgeMessages[badge] })}</Badge>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="kit-card-body">
        <p className="kit-card-bank">{seedBank}</p>
        <Heading className="kit-card-name">
          <Link href={href} className="kit-card-link">
            {name}
          </Link>
        </Heading>
        {rating !== undefined && <RatingStars intl={intl} average={rating.average} count={rating.count} size="sm" />}
        {attributes.length > 0 && (
          <dl className="kit-card-facts">
            {attributes.map((attribute) => (
              <div key={attribute.label}>
                <dt>{attribute.label}</dt>
                <dd>{attribute.value}</dd>
              </div>
            ))}
          </dl>
        )}
        <div className="kit-card-foot">
          <Price intl={intl} amount={priceFrom} variant="from" was={wasFrom} size="sm" />
          {action !== undefined && <div className="kit-card-action">{action}</div>}
        </div>
      </div>
    </article>
  );
}
