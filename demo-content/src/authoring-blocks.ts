/**
 * Input types of the documents content-core writes: page-builder blocks and the home, page,
 * topic, promotion, top list, site settings and redirect documents. Structure once, copy per
 * language (`Localized`). Hrefs may differ per language (catalogue paths are translated).
 */
import type { BlogCategory, ImageKey, Localized, ProductId, RichTextSource, SeoCopy } from './authoring';

type L<T> = Localized<T>;

/** A locale-neutral path / URL, the same in every language or one per language. */
export type HrefInput = string | L<string>;

export interface CtaInput {
  label: L<string>;
  href: HrefInput;
}

export interface ImageFieldInput {
  key: ImageKey;
  alt: L<string>;
  caption?: L<string>;
}

export interface CatalogueFilterInput {
  query: string;
  category?: string;
  seedBank?: string;
}

interface ProductListBase {
  _type: 'productGrid' | 'productCarousel';
  heading?: L<string>;
  limit?: number;
  cta?: CtaInput;
}

export type ProductListInput =
  | (ProductListBase & { source: 'manual'; products: readonly ProductId[] })
  | (ProductListBase & { source: 'filter'; filter: CatalogueFilterInput });

export type BlockInput =
  | {
      _type: 'hero';
      heading: L<string>;
      subheading?: L<string>;
      image: ImageFieldInput;
      ctas?: readonly CtaInput[];
      tone?: 'light' | 'dark';
    }
  | { _type: 'textSection'; heading?: L<string>; body: L<RichTextSource> }
  | ProductListInput
  | {
      _type: 'promoBanner';
      heading: L<string>;
      text?: L<string>;
      badge?: L<string>;
      image?: ImageFieldInput;
      /** Key of a promotion document. */
      promotion?: string;
      cta?: CtaInput;
    }
  | { _type: 'callToAction'; heading: L<string>; text?: L<string>; primary: CtaInput; secondary?: CtaInput }
  | { _type: 'faq'; heading?: L<string>; items: readonly { question: L<string>; answer: L<RichTextSource> }[] }
  | { _type: 'imageGallery'; heading?: L<string>; images: readonly ImageFieldInput[] }
  /** `video`: key of a video document. */
  | { _type: 'videoEmbed'; video: string; heading?: L<string> }
  | { _type: 'blogTeasers'; heading?: L<string>; mode: 'latest'; category?: BlogCategory; limit?: number }
  | { _type: 'blogTeasers'; heading?: L<string>; mode: 'chosen'; posts: readonly string[]; limit?: number }
  | { _type: 'newsletterSignup'; heading: L<string>; text?: L<string> }
  | { _type: 'seedBankStrip'; heading?: L<string>; seedBanks?: readonly string[] };

export type BlockType = BlockInput['_type'];

export interface SeoInput {
  copy: L<SeoCopy>;
  image?: ImageKey;
}

export interface HomeInput {
  title: L<string>;
  blocks: readonly BlockInput[];
  seo?: SeoInput;
}

export const pageKinds = ['contact-us', 'imprint', 'payment', 'privacy', 'shipping', 'terms'] as const;
export type PageKind = (typeof pageKinds)[number];

export interface PageInput {
  kind: PageKind;
  /** ISO date `2026-10-01`. */
  updatedAt?: string;
  title: L<string>;
  intro?: L<string>;
  blocks: readonly BlockInput[];
  seo?: SeoInput;
}

export interface TopicInput {
  key: string;
  title: L<string>;
  slug: L<string>;
  intro: L<string>;
  image: ImageFieldInput;
  blocks: readonly BlockInput[];
  seo?: SeoInput;
}

/** A promotion's pricing rule: one `priceRule.{key}` document that every translation references. */
export interface PriceRuleInput {
  /** For editors only. */
  title: string;
  discount: { kind: 'percent'; percentOff: number } | { kind: 'amount'; amountOff: number };
  scope:
    | { kind: 'all' }
    | { kind: 'seedBanks'; seedBanks: readonly string[] }
    | { kind: 'categories'; categories: readonly string[] }
    | { kind: 'products'; products: readonly ProductId[] };
  /** Instants (ISO, UTC); editors see them in Europe/Berlin. */
  startsAt: string;
  endsAt: string;
  couponCode?: string;
  usageLimit?: number;
}

export interface PromotionInput {
  key: string;
  title: L<string>;
  slug: L<string>;
  badge: L<string>;
  summary: L<string>;
  startsAt: string;
  endsAt: string;
  image: ImageFieldInput;
  terms: L<RichTextSource>;
  products: readonly ProductId[];
  /** What the promotion does to prices; without it the promotion changes none. */
  priceRule?: PriceRuleInput;
  blocks?: readonly BlockInput[];
  seo?: SeoInput;
}

export interface TopListInput {
  key: string;
  title: L<string>;
  slug: L<string>;
  intro: L<string>;
  image: ImageFieldInput;
  entries: readonly { product: ProductId; note: L<string> }[];
  seo?: SeoInput;
}

export interface NavLinkInput {
  label: L<string>;
  href: HrefInput;
}

export interface SiteSettingsInput {
  title: L<string>;
  headerNav: readonly (NavLinkInput & { children?: readonly NavLinkInput[] })[];
  /** Keys of the top lists the header menu and the catalogue link to, in this order. */
  topLists: readonly string[];
  footerColumns: readonly { title: L<string>; links: readonly NavLinkInput[] }[];
  footerNote: L<string>;
  seo: SeoInput;
}

export interface RedirectInput {
  key: string;
  /** Per language: the old path (in that language's URL space, without the locale prefix). */
  from: L<string>;
  to: HrefInput;
  permanent: boolean;
  external?: boolean;
}
