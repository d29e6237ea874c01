import type { BlockContext } from './block-context';
import { BlockSection } from './block-section';
import type { BlockOf } from './block-types';
import { RichText } from './rich-text';

/** Formatted text with an optional heading. */
export function TextSectionBlock({ block, context }: { block: BlockOf<'textSection'>; context: BlockContext }) {
  return (
    <BlockSection blockKey={block._key} heading={block.heading}>
      <RichText value={block.body} locale={context.locale} />
    </BlockSection>
  );
}
