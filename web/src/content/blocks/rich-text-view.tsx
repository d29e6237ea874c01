import { isLocale, type Locale } from '@seedshop/locales';
import {
  PortableText,
  type PortableTextBlockComponent,
  type PortableTextComponents,
  type PortableTextMarkComponent,
  type PortableTextTypeComponent,
} from '@portabletext/react';
import Link from 'next/link';
import { productPath } from '@/catalogue/catalogue-paths';
import type { ProductSummary } from '@/catalogue/catalogue-types';
import { ContentImage } from '@/content/content-image';
import { contentPath } from '@/content/content-paths';
import { getIntl } from '@/i18n/server';
import { formatPrice } from '@/ui/kit/format-price';
import { SafeLink } from './safe-link';

/**
 * A Portable Text array as every content query projects it (`richTextProjection`): blocks, images,
 * and whatever a later schema adds. Components below read the members they know and ignore the rest.
 */
export interface RichTextNode {
  readonly _type: string;
  readonly _key?: string;
}

/** The `link` annotation as stored: the href is checked by `SafeLink` before it becomes one. */
interface LinkMark {
  readonly _type: 'link';
  readonly _key: string;
  readonly href?: string | null;
  readonly openInNewTab?: boolean | null;
}

/** `internalLink` with its target resolved by the query (`linkFields`). */
interface InternalLinkMark {
  readonly _type: 'internalLink';
  readonly _key: string;
  readonly reference?: {
    readonly _type: string;
    readonly language?: string | null;
    readonly slug?: string | null;
    readonly kind?: string | null;
  } | null;
}

interface ProductMentionValue {
  readonly _type: 'productMention';
  readonly productId?: string | null;
  readonly name?: string | null;
}

interface RichImageValue {
  readonly _type: 'image';
  readonly _key: string;
  readonly alt?: string | null;
  readonly caption?: string | null;
}

const linkClasses = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800';

const heading = (Tag: 'h2' | 'h3' | 'h4', classes: string): PortableTextBlockComponent =>
  function RichTextHeading({ children }) {
    return <Tag className={classes}>{children}</Tag>;
  };

function richTextComponents(locale: Locale, products: ReadonlyMap<string, ProductSummary>): PortableTextComponents {
  const intl = getIntl(locale);

  const LinkAnnotation: PortableTextMarkComponent<LinkMark> = ({ value, children }) => (
    <SafeLink href={value?.href} locale={locale} openInNewTab={value?.openInNewTab} className={linkClasses}>
      {children}
    </SafeLink>
  );

  const InternalLinkAnnotation: PortableTextMarkComponent<InternalLinkMark> = ({ value, children }) => {
    const target = value?.reference;
    const path =
      target === null || target === undefined
        ? null
        : contentPath(isLocale(target.language) ? target.language : locale, target);
    if (path === null) return <>{children}</>;
    return (
      <Link href={path} className={linkClasses}>
        {children}
      </Link>
    );
  };

  const ProductMention: PortableTextTypeComponent<ProductMentionValue> = ({ value }) => {
    const product = value.productId ? products.get(value.productId) : undefined;
    if (product === undefined) return <span>{value.name ?? ''}</span>;
    return (
      <span>
        <Link href={productPath(locale, product.path)} className={linkClasses}>
          {product.name}
        </Link>{' '}
        <span className="whitespace-nowrap text-ink-700">
          {`(${intl.formatMessage({ id: 'kit.price.from' }, { price: formatPrice(product.priceFromCents, intl.locale) })})`}
        </span>
      </span>
    );
  };

  const ImageBlock: PortableTextTypeComponent<RichImageValue> = ({ value }) => (
    <figure className="my-6">
      <ContentImage
        image={value}
        sizes="(min-width: 768px) 42rem, 100vw"
        className="h-auto w-full rounded-[var(--radius-card)]"
      />
      {value.caption && <figcaption className="mt-2 text-sm text-ink-600">{value.caption}</figcaption>}
    </figure>
  );

  return {
    block: {
      normal: ({ children }) => <p className="my-4 leading-relaxed text-ink-900">{children}</p>,
      h2: heading('h2', 'mt-8 mb-3 text-2xl font-bold tracking-tight text-ink-900'),
      h3: heading('h3', 'mt-6 mb-2 text-xl font-semibold text-ink-900'),
      h4: heading('h4', 'mt-5 mb-2 text-lg font-semibold text-ink-900'),
      blockquote: ({ children }) => (
        <blockquote className="my-6 border-l-4 border-brand-600 bg-brand-50 px-4 py-3 text-ink-900 italic">
          {children}
        </blockquote>
      ),
    },
    list: {
      bullet: ({ children }) => <ul className="my-4 list-disc space-y-1 pl-6 text-ink-900">{children}</ul>,
      number: ({ children }) => <ol className="my-4 list-decimal space-y-1 pl-6 text-ink-900">{children}</ol>,
    },
    listItem: ({ children }) => <li className="leading-relaxed">{children}</li>,
    marks: {
      strong: ({ children }) => <strong className="font-semibold">{children}</strong>,
      em: ({ children }) => <em>{children}</em>,
      link: LinkAnnotation,
      internalLink: InternalLinkAnnotation,
    },
    types: {
      image: ImageBlock,
      productMention: ProductMention,
    },
    // Anything the model does not know (an old mark, a new type) renders as its text, or not at all.
    unknownMark: ({ children }) => <>{children}</>,
    unknownType: () => null,
  };
}

interface RichTextViewProps {
  readonly value: RichTextNode[] | null | undefined;
  readonly locale: Locale;
  /** Live products named in the text (`productMention`), by id. */
  readonly products: ReadonlyMap<string, ProductSummary>;
}

/** Portable Text with the shop's typography; links only through `safeHref()`. */
export function RichTextView({ value, locale, products }: RichTextViewProps) {
  if (!value || value.length === 0) return null;
  // The text's first element brings no top margin: the block around it has its padding already,
  // and a leading quote's or paragraph's margin on top of it left an empty band under a heading.
  return (
    <div className="max-w-prose [&>:first-child]:mt-0">
      <PortableText value={value} components={richTextComponents(locale, products)} onMissingComponent={false} />
    </div>
  );
}
