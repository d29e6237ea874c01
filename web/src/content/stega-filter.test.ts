import { stegaClean } from '@sanity/client/stega';
import { describe, expect, it } from 'vitest';
import { serializeJsonLd } from '@/seo/json-ld';
import { stegaFilter } from './stega-filter';

type Props = Parameters<typeof stegaFilter>[0];

function encodes(
  value: string,
  resultPath: Props['resultPath'],
  sourcePath: Props['sourcePath'] = resultPath.filter((s) => typeof s === 'string'),
): boolean {
  return stegaFilter({
    value,
    resultPath,
    sourcePath,
    sourceDocument: { _id: 'drafts.post', _type: 'blogPost' },
    // @sanity/client's own rules: a stand-in that allows everything shows what our filter adds.
    filterDefault: () => true,
  });
}

describe('which draft strings carry stega', () => {
  it('encodes headings and running text', () => {
    expect(encodes('Growing indoors: the first weeks', ['title'])).toBe(true);
    expect(encodes('Light', ['body', 0, 'children', 0, 'text'], ['body', 'children', 'text'])).toBe(true);
  });

  it('leaves enum-like values, alt text, categories and tags alone', () => {
    for (const value of ['guide', 'h2', 'sativa-dominant', 'top_10']) expect(encodes(value, ['category'])).toBe(false);
    expect(encodes('indoor', ['kind'])).toBe(false);
    expect(encodes('Seedlings under a lamp', ['mainImage', 'alt'])).toBe(false);
    expect(encodes('Growing Tips', ['category'])).toBe(false);
    expect(encodes('Beginner Tips', ['tags', 0], ['tags'])).toBe(false);
  });

  it('keeps @sanity/client’s own rules (slugs, URLs, seo)', () => {
    const props: Props = {
      value: 'A title',
      resultPath: ['seo', 'title'],
      sourcePath: ['seo', 'title'],
      sourceDocument: { _id: 'x', _type: 'blogPost' },
      filterDefault: () => false,
    };
    expect(stegaFilter(props)).toBe(false);
  });
});

describe('structured data', () => {
  it('carries no stega characters', () => {
    // Stega appends invisible characters (zero-width spaces and joiners) to the visible text.
    const encoded = `Growing indoors${'\u200b\u200c\u200d\u2062'.repeat(8)}`;
    expect(stegaClean(encoded)).toBe('Growing indoors');
    expect(serializeJsonLd({ '@type': 'Article', headline: encoded })).toBe(
      '{"@type":"Article","headline":"Growing indoors"}',
    );
  });
});
