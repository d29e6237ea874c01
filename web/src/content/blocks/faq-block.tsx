import { JsonLdScript } from '@/seo/json-ld-script';
import { Icon } from '@/ui/icon/icon';
import type { BlockContext } from './block-context';
import { BlockSection } from './block-section';
import type { BlockOf } from './block-types';
import { faqJsonLd } from './faq-json-ld';
import { RichText } from './rich-text';

/**
 * Questions and answers as native disclosure widgets (`<details>`/`<summary>`: keyboard and
 * screen reader support without JavaScript, and the answers are in the HTML for search engines),
 * plus FAQPage structured data.
 */
export function FaqBlock({ block, context }: { block: BlockOf<'faq'>; context: BlockContext }) {
  const items = block.items ?? [];
  if (items.length === 0) return null;
  const jsonLd = faqJsonLd(block);
  return (
    <BlockSection blockKey={block._key} heading={block.heading}>
      <div className="max-w-3xl divide-y divide-ink-200 rounded-[var(--radius-card)] border border-ink-200 bg-white">
        {items.map((item) => (
          <details key={item._key} className="group px-4 sm:px-6">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 font-semibold text-ink-900 marker:hidden hover:text-brand-700 [&::-webkit-details-marker]:hidden">
              <span>{item.question}</span>
              <span className="shrink-0 transition-transform group-open:rotate-180">
                <Icon name="lucide:chevron-down" />
              </span>
            </summary>
            <div className="pb-4 [&>div>*:first-child]:mt-0">
              <RichText value={item.answer} locale={context.locale} />
            </div>
          </details>
        ))}
      </div>
      {jsonLd !== null && <JsonLdScript data={jsonLd} />}
    </BlockSection>
  );
}
