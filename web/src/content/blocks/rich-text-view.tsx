import { isLocale, type Locale } from '@seedshop/locales';
import {
  PortableText,
  type PortableTextBlockComponent,
  type PortableTextComponents,
  type PortableTextMarkComponent,
  type PortableTextTypeComponent,
} from '@portabletext/react';
import { Link } from '@/routing/link';
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

const heading = (Tag: 'h2' | 'h3' | 'h4'): PortableTextBlockComponent =>
  function RichTextHeading({ children }) {
    return <Tag>{children}</Tag>;
  };

function richTextComponents(locale: Locale, products: ReadonlyMap<string, ProductSummary>): PortableTextComponents {
  const intl = getIntl(locale);

  const LinkAnnotation: PortableTextMarkComponent<LinkMark> = ({ value, children }) => (
    <SafeLink href={value?.href} locale={locale} openInNewTab={value?.openInNewTab}>
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
    return <Link href={path}>{children}</Link>;
  };

  const ProductMention: PortableTextTypeComponent<ProductMentionValue> = ({ value }) => {
    const product = value.productId ? products.get(value.productId) : undefined;
    if (product === undefined) return <span>{value.name ?? ''}</span>;
    return (
      <span>
        <Link href={productPath(locale, product.path)}>{product.name}</Link>{' '}
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
      normal: ({ children }) => <p>{children}</p>,
      h2: heading('h2'),
      h3: heading('h3'),
      h4: heading('h4'),
      blockquote: ({ children }) => <blockquote>{children}</blockquote>,
    },
    list: {
      bullet: ({ children }) => <ul>{children}</ul>,
      number: ({ children }) => <ol>{children}</ol>,
    },
    listItem: ({ children }) => <li>{children}</li>,
    marks: {
      strong: ({ children }) => <strong>{children}</strong>,
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

/** Portable Text with the shop's typography (`kit-prose` in globals.css); links only through `safeHref()`. */
export function RichTextView({ value, locale, products }: RichTextViewProps) {
  if (!value || value.length === 0) return null;
  // The text's first element brings no top margin: the block around it has its padding already,
  // and a leading quote's or paragraph's margin on top of it left an empty band under a heading.
  return (
    <div className="kit-prose">
      <PortableText value={value} components={richTextComponents(locale, products)} onMissingComponent={false} />
    </div>
  );
}
