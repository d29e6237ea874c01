import { Link } from '@/routing/link';
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
 * Its look: the kit-teaser classes in globals.css.
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
    <article className="group kit-teaser">
      <div className="kit-teaser-media">
        <ContentImage image={image} alt="" aspectRatio={16 / 9} priority={priority} sizes={sizes} />
      </div>
      <div className="kit-teaser-body">
        {eyebrow && <p className="kit-teaser-eyebrow">{eyebrow}</p>}
        <Heading className="kit-teaser-title">
          <Link href={href}>{title}</Link>
        </Heading>
        {children}
      </div>
    </article>
  );
}
