import { clsx } from 'clsx';
import { ContentImage } from '@/content/content-image';
import { keepFiguresTogether } from '@/content/keep-figures-together';
import type { BlockContext } from './block-context';
import { blockDomId } from './block-section';
import type { BlockOf } from './block-types';
import { CtaButton } from './cta-button';

/**
 * The opening section: a full-width image under the heading, subheading and up to two buttons.
 * As the page's first block its image is the largest paint (loaded eagerly with high priority)
 * and, on a page without a title of its own (home), its heading is the page's `<h1>`.
 */
export function HeroBlock({ block, context }: { block: BlockOf<'hero'>; context: BlockContext }) {
  const first = context.index === 0;
  const Heading = first && context.titled !== true ? 'h1' : 'h2';
  const headingId = blockDomId(block._key, 'heading');
  const light = block.tone !== 'dark';
  const ctas = block.ctas ?? [];
  return (
    <section aria-labelledby={headingId} className="relative isolate overflow-hidden bg-ink-900">
      {block.image && (
        <ContentImage
          image={block.image}
          priority={first}
          sizes="100vw"
          className="absolute inset-0 -z-20 size-full object-cover"
        />
      )}
      {/* A scrim keeps the text readable (WCAG AA) whatever the photo behind it looks like. */}
      <div
        aria-hidden="true"
        className={clsx(
          'absolute inset-0 -z-10',
          // Small screens: the text runs across the whole image, so the scrim covers all of it.
          light
            ? 'bg-ink-900/65 sm:bg-transparent sm:bg-gradient-to-r sm:from-ink-900/85 sm:via-ink-900/60 sm:to-ink-900/20'
            : 'bg-white/75 sm:bg-transparent sm:bg-gradient-to-r sm:from-white/90 sm:via-white/75 sm:to-white/30',
        )}
      />
      <div className="mx-auto flex min-h-[22rem] max-w-7xl flex-col justify-center px-4 py-14 sm:min-h-[28rem] sm:py-20 lg:py-24">
        <Heading
          id={headingId}
          className={clsx(
            'max-w-2xl text-4xl font-bold tracking-tight text-balance sm:text-5xl',
            light ? 'text-white' : 'text-ink-900',
          )}
        >
          {keepFiguresTogether(block.heading)}
        </Heading>
        {block.subheading && (
          <p className={clsx('mt-4 max-w-xl text-lg sm:text-xl', light ? 'text-white/90' : 'text-ink-900')}>
            {keepFiguresTogether(block.subheading)}
          </p>
        )}
        {ctas.length > 0 && (
          <div className="mt-8 flex flex-wrap gap-3">
            {ctas.map((cta, index) => (
              <CtaButton
                key={cta._key}
                cta={cta}
                locale={context.locale}
                variant={index === 0 ? 'primary' : 'secondary'}
              />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
