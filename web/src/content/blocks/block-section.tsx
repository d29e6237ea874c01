import { clsx } from 'clsx';
import type { ReactNode } from 'react';

/** A DOM id from a block's `_key` (Sanity keys are short random strings; anything odd is replaced). */
export function blockDomId(blockKey: string, part: string): string {
  return `block-${blockKey.replace(/[^A-Za-z0-9_-]/gu, '-')}-${part}`;
}

interface BlockSectionProps {
  readonly blockKey: string;
  readonly heading?: string | null;
  /** Shown under the heading. */
  readonly intro?: ReactNode;
  /** Next to the heading on wide screens (a "see all" link, carousel buttons). */
  readonly aside?: ReactNode;
  readonly className?: string;
  readonly children: ReactNode;
}

/**
 * The frame of a page-builder block: a `<section>` named by its `<h2>` (a labelled region for
 * screen readers when the editor gave a heading) in the page's content width (the kit-block
 * classes in globals.css).
 */
export function BlockSection({ blockKey, heading, intro, aside, className, children }: BlockSectionProps) {
  const headingId = blockDomId(blockKey, 'heading');
  const hasHeading = typeof heading === 'string' && heading.trim() !== '';
  return (
    <section aria-labelledby={hasHeading ? headingId : undefined} className={clsx('kit-block', className)}>
      {(hasHeading || aside !== undefined) && (
        <div className="kit-block-head">
          {hasHeading && <h2 id={headingId}>{heading}</h2>}
          {aside}
        </div>
      )}
      {intro}
      {children}
    </section>
  );
}
