import { describe, expect, it } from 'vitest';
import { blockTypeNames, blockTypes, documentTypes, schemaLanguages, schemaTypes, translatableTypes } from './index';

describe('schema languages', () => {
  it('lists the four shop languages with their own names, English first', () => {
    expect(schemaLanguages).toEqual([
      { id: 'en', title: 'English' },
      { id: 'de', title: 'Deutsch' },
      { id: 'fr', title: 'Français' },
      { id: 'es', title: 'Español' },
    ]);
  });
});

describe('schema types', () => {
  it('translates all nine document types document by document', () => {
    expect(translatableTypes).toEqual([
      'home',
      'page',
      'blogPost',
      'topic',
      'promotion',
      'topList',
      'video',
      'siteSettings',
      'redirect',
    ]);
  });

  it('keeps the pricing rule out of translation: one document for all languages', () => {
    expect(translatableTypes).not.toContain('priceRule');
    expect(schemaTypes.map((type) => type.name)).toContain('priceRule');
  });

  it('defines every page-builder block once, and the blocks field offers exactly those', () => {
    const names = schemaTypes.map((type) => type.name);
    expect(new Set(names).size).toBe(names.length);
    expect(blockTypes.map((type) => type.name)).toEqual([...blockTypeNames]);
  });

  it('gives every document a hidden language field and a preview', () => {
    for (const type of documentTypes) {
      expect(type.fields.find((field) => field.name === 'language')).toMatchObject({ hidden: true, readOnly: true });
      expect(type.preview).toBeDefined();
      expect(type.icon).toBeDefined();
    }
  });
});
