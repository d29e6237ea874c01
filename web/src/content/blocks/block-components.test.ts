import { blockTypeNames } from '@seedshop/schemas/block-type-names';
import { describe, expect, it } from 'vitest';
import { blockComponents } from './block-components';

describe('block component map', () => {
  it('has a component for every page-builder block type of the schema, and nothing else', () => {
    expect(Object.keys(blockComponents).sort()).toEqual([...blockTypeNames].sort());
    for (const type of blockTypeNames) expect(typeof blockComponents[type], type).toBe('function');
  });
});
