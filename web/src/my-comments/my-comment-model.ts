import type { Locale } from '@seedshop/locales';
import type { MyReview, MyReviewList } from '@seedshop/shop/contract';
import { isRatingValue, type RatingValue } from '@/ui/kit/rating';

export type MyCommentStatus = MyReview['status'];

/** One of the customer's reviews as the "My comments" page shows it. */
export interface MyComment {
  readonly id: string;
  readonly product: {
    readonly id: string;
    readonly name: string;
    /** The product's slugs in the page's language, for `pathTo(locale, 'product', …)`. */
    readonly place: { readonly catalog: string; readonly category: string; readonly product: string } | null;
    readonly image: { readonly url: string; readonly alt: string; readonly width: number; readonly height: number };
  };
  readonly rating: RatingValue;
  readonly name: string;
  readonly advantages: string | null;
  readonly disadvantages: string | null;
  readonly generalImpressions: string | null;
  readonly text: string;
  readonly language: Locale;
  readonly status: MyCommentStatus;
  readonly moderationReason: string | null;
  readonly createdAt: string;
  readonly editedAt: string | null;
}

export interface MyCommentList {
  readonly items: readonly MyComment[];
  readonly page: number;
  readonly pageCount: number;
  readonly total: number;
}

/** A review on the wire as the page shows it, the product's place in the page's language. */
export function myCommentFromWire(wire: MyReview, locale: Locale): MyComment {
  const catalog = wire.product.path.catalog[locale];
  const category = wire.product.path.category[locale];
  const product = wire.product.path.product[locale];
  return {
    id: wire.id,
    product: {
      id: wire.product.id,
      name: wire.product.name,
      place: catalog && category && product ? { catalog, category, product } : null,
      image: {
        url: wire.product.image.url,
        alt: wire.product.image.alt,
        width: wire.product.image.width,
        height: wire.product.image.height,
      },
    },
    rating: isRatingValue(wire.rating) ? wire.rating : 1,
    name: wire.name,
    advantages: wire.advantages,
    disadvantages: wire.disadvantages,
    generalImpressions: wire.general_impressions,
    text: wire.text,
    language: wire.language,
    status: wire.status,
    moderationReason: wire.moderation_reason,
    createdAt: wire.created_at,
    editedAt: wire.edited_at,
  };
}

export function myCommentListFromWire(wire: MyReviewList, locale: Locale): MyCommentList {
  return {
    items: wire.items.map((item) => myCommentFromWire(item, locale)),
    page: wire.page,
    pageCount: wire.page_count,
    total: wire.total,
  };
}
