import type { BlockContext } from './block-context';
import { blockDomId } from './block-section';
import type { BlockOf } from './block-types';
import { CtaButton } from './cta-button';

/** A highlighted invitation: heading, a line of text, one or two buttons. */
export function CallToActionBlock({ block, context }: { block: BlockOf<'callToAction'>; context: BlockContext }) {
  const headingId = blockDomId(block._key, 'heading');
  return (
    <section aria-labelledby={headingId} className="kit-block">
      <div className="flex flex-col items-center gap-4 rounded-[var(--radius-card)] bg-brand-50 px-6 py-10 text-center sm:px-12">
        <h2
          id={headingId}
          className="max-w-2xl text-2xl font-bold tracking-tight text-balance text-ink-900 sm:text-3xl"
        >
          {block.heading}
        </h2>
        {block.text && <p className="max-w-prose text-lg text-ink-700">{block.text}</p>}
        <div className="mt-2 flex flex-wrap justify-center gap-3">
          <CtaButton cta={block.primary} locale={context.locale} />
          <CtaButton cta={block.secondary} locale={context.locale} variant="secondary" />
        </div>
      </div>
    </section>
  );
}
