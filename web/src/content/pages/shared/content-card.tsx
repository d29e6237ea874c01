import Link from 'next/link';
import type { ReactNode } from 'react';
import { ContentImage, type ContentImageValue } from '@/content/content-image';

interface ContentCardProps {
  readonly href: string;
  readonly title: string;
  readonly image: ContentImageValue | null | undefined;
  /** The image's `sizes` in the card's grid. */
  readonly sizes: string;
  readonly headingLevel?: 'h2' | 'h3';
  /** The first card of a list whose image may be the largest paint. */
  readonly priority?: boolean;
  /** A short line above the title (a category). */
  readonly eyebrow?: string | null;
  /** Text under the title; the last child sits at the card's bottom edge. */
  readonly children?: ReactNode;
}

/**
 * A card of a content list (blog posts, promotions, themed worlds): a 16:9 image, the title as
 * the one link (stretched over the whole card, so the card is a single tab stop) and its text.
 */
export function ContentCard({
  href,
  title,
  image,
  sizes,
  headingLevel: Heading = 'h2',
  priority = false,
  eyebrow,
  children,
}: ContentCardProps) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-ink-200 bg-white shadow-card transition-shadow focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-lg">
      <div className="aspect-[16/9] overflow-hidden bg-ink-100">
        <ContentImage
          image={image}
          alt=""
          aspectRatio={16 / 9}
          priority={priority}
          sizes={sizes}
          className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
        />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        {eyebrow && <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>}
        <Heading className="text-lg leading-snug font-semibold text-ink-900">
          <Link href={href} className="outline-none after:absolute after:inset-0 after:content-['']">
            {title}
          </Link>
        </Heading>
        {children}
      </div>
    </article>
  );
}
