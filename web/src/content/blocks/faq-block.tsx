import { JsonLdScript } from '@/seo/json-ld-script';
import type { BlockContext } from './block-context';
import { BlockSection } from './block-section';
import type { BlockOf } from './block-types';
import { faqJsonLd } from './faq-json-ld';
import { RichText } from './rich-text';

/**
 * Questions and answers as native disclosure widgets (`<details>`/`<summary>`: keyboard and
 * screen reader support without JavaScript, and the answers are in the HTML for search engines),
 * plus FAQPage structured data. Its look: the kit-faq classes in globals.css (a drawn chevron).
 */
export function FaqBlock({ block, context }: { block: BlockOf<'faq'>; context: BlockContext }) {
  const items = block.items ?? [];
  if (items.length === 0) return null;
  const jsonLd = faqJsonLd(block);
  return (
    <BlockSection blockKey={block._key} heading={block.heading}>
      <div className="kit-faq">
        {items.map((item) => (
          <details key={item._key}>
            <summary>
              <span>{item.question}</span>
            </summary>
            <div>
              <RichText value={item.answer} locale={context.locale} />
            </div>
          </details>
        ))}
      </div>
      {jsonLd !== null && <JsonLdScript data={jsonLd} />}
    </BlockSection>
  );
}
