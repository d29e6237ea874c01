import { describe, expect, it } from 'vitest';
import { withFrenchTypography } from './french-typography';

describe('withFrenchTypography', () => {
  const doc = {
    _id: 'page.terms.fr',
    _type: 'page',
    language: 'fr',
    title: "Droit de rétractation : l'essentiel",
    slug: { _type: 'slug', current: 'l-essentiel' },
    blocks: [
      {
        _type: 'textSection',
        body: [
          {
            _type: 'block',
            style: 'normal',
            markDefs: [{ _key: 'a', _type: 'link', href: 'https://exemple.fr/?a=1' }],
            children: [{ _type: 'span', marks: ['a'], text: 'Une question ? Écrivez-nous ; merci !' }],
          },
        ],
        filter: { query: 'seed_type=autoflowering&sort=popularity' },
      },
    ],
  };

  it('typesets the text of a French document and leaves identifiers alone', () => {
    const typeset = withFrenchTypography(doc) as typeof doc;
    expect(typeset.title).toBe('Droit de rétractation\u00a0: l’essentiel');
    expect(typeset.blocks[0]?.body[0]?.children[0]?.text).toBe('Une question\u202f? Écrivez-nous\u202f; merci\u202f!');
    expect(typeset.slug.current).toBe('l-essentiel');
    expect(typeset.blocks[0]?.body[0]?.markDefs[0]?.href).toBe('https://exemple.fr/?a=1');
    expect(typeset.blocks[0]?.filter.query).toBe('seed_type=autoflowering&sort=popularity');
  });

  it('leaves documents in other languages unchanged', () => {
    const english = { ...doc, _id: 'page.terms.en', language: 'en' };
    expect(withFrenchTypography(english)).toBe(english);
  });
});
