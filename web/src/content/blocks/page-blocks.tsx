import { componentFor } from './block-components';
import type { BlockContext } from './block-context';
import type { Block } from './block-types';

interface PageBlocksProps {
  readonly blocks: readonly Block[] | null | undefined;
  readonly context: BlockContext;
}

/**
 * A page's page-builder sections in the editor's order, each rendered by its type's component
 * (`block-components.ts`). The position travels along: the first hero is the page's LCP.
 */
export function PageBlocks({ blocks, context }: PageBlocksProps) {
  if (!blocks || blocks.length === 0) return null;
  return (
    <>
      {blocks.map((block, index) => {
        const Component = componentFor(block);
        return <Component key={block._key} block={block} context={{ ...context, index }} />;
      })}
    </>
  );
}
