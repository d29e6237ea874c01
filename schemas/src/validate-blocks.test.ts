import type { SanityDocument } from 'sanity';
import { describe, expect, it } from 'vitest';
import * as fixture from './test-documents';
import { validateDocuments } from './validate';

/** Problems of a home page whose only block is `block`. */
async function blockProblems(block: Record<string, unknown>, others: SanityDocument[] = []): Promise<string[]> {
  const home = { ...fixture.home(), blocks: [{ _key: 'b', ...block }] };
  const results = await validateDocuments([fixture.imageAsset, home, ...others]);
  return (results.find((result) => result.id === home._id)?.problems ?? []).map((problem) =>
    problem.replace('blocks[_key=="b"].', ''),
  );
}

const cta = (href: string, key = 'c') => ({ _type: 'cta', _key: key, label: 'Go', href });
const hero = (extra: Record<string, unknown> = {}) => ({
  _type: 'hero',
  heading: 'Hello',
  image: fixture.image('A plant'),
  ...extra,
});
const span = (text: string, marks: string[] = []) => ({ _type: 'span', _key: 's', text, marks });
const linkText = (href: string) => ({
  _type: 'textSection',
  body: [
    {
      _type: 'block',
      _key: 'p',
      style: 'normal',
      markDefs: [{ _type: 'link', _key: 'l', href }],
      children: [span('click', ['l'])],
    },
  ],
});

describe('blocks', () => {
  it('hero: at most two buttons, each with an allowed link', async () => {
    expect(await blockProblems(hero({ ctas: [cta('/a', 'a'), cta('https://example.com', 'b')] }))).toEqual([]);
    expect(await blockProblems(hero({ ctas: [cta('/a', 'a'), cta('/b', 'b'), cta('/c', 'c')] }))).toEqual([
      expect.stringMatching(/^ctas: /),
    ]);
    expect(await blockProblems(hero({ ctas: [cta('javascript:alert(1)')] }))).toEqual([
      expect.stringMatching(/^ctas\[_key=="c"\]\.href: /),
    ]);
  });

  it('hero: needs a heading and an image', async () => {
    expect(await blockProblems({ _type: 'hero' })).toEqual(['heading: Required', 'image: Required']);
  });

  it('rich text links: only paths, http(s), mailto and tel', async () => {
    expect(await blockProblems(linkText('/promotions'))).toEqual([]);
    expect(await blockProblems(linkText('data:text/html,x'))).toEqual([
      expect.stringMatching(/^body\[_key=="p"\]\.markDefs\[_key=="l"\]\.href: /),
    ]);
  });

  it('product grid: limit 1–24, manual needs products, filter needs a filter', async () => {
    const manual = {
      _type: 'productGrid',
      source: 'manual',
      products: [{ _type: 'productRef', _key: 'p', productId: 'prod-000001' }],
    };
    expect(await blockProblems({ ...manual, limit: 8 })).toEqual([]);
    expect(await blockProblems({ ...manual, limit: 25 })).toEqual([expect.stringMatching(/^limit: /)]);
    expect(await blockProblems({ ...manual, limit: 0 })).toEqual([expect.stringMatching(/^limit: /)]);
    expect(await blockProblems({ ...manual, products: [] })).toEqual(['products: Choose at least one product.']);
    expect(await blockProblems({ _type: 'productCarousel', source: 'filter' })).toEqual(['filter: Set the filter.']);
  });

  it('product lists: no duplicate products, ids required', async () => {
    const ref = (key: string, productId?: string) => ({ _type: 'productRef', _key: key, productId });
    expect(
      await blockProblems({
        _type: 'productGrid',
        source: 'manual',
        products: [ref('a', 'prod-000001'), ref('b', 'prod-000001')],
      }),
    ).toEqual(['products: prod-000001 is in the list twice.']);
    expect(await blockProblems({ _type: 'productGrid', source: 'manual', products: [ref('a')] })).toEqual([
      'products[_key=="a"].productId: Required',
    ]);
  });

  it('faq: at least one question', async () => {
    expect(await blockProblems({ _type: 'faq', items: [] })).toEqual([expect.stringMatching(/^items: /)]);
    const answer = [{ _type: 'block', _key: 'a', style: 'normal', markDefs: [], children: [span('Yes.')] }];
    expect(
      await blockProblems({ _type: 'faq', items: [{ _type: 'faqItem', _key: 'q', question: 'Legal?', answer }] }),
    ).toEqual([]);
  });

  it('image gallery: at least two images', async () => {
    const picture = (key: string) => ({ ...fixture.image('A leaf'), _key: key });
    expect(await blockProblems({ _type: 'imageGallery', images: [picture('a')] })).toEqual([
      expect.stringMatching(/^images: /),
    ]);
    expect(await blockProblems({ _type: 'imageGallery', images: [picture('a'), picture('b')] })).toEqual([]);
  });

  it('blog teasers: chosen needs posts, limit 1–12', async () => {
    expect(await blockProblems({ _type: 'blogTeasers', mode: 'latest', limit: 3 })).toEqual([]);
    expect(await blockProblems({ _type: 'blogTeasers', mode: 'latest', limit: 13 })).toEqual([
      expect.stringMatching(/^limit: /),
    ]);
    expect(await blockProblems({ _type: 'blogTeasers', mode: 'chosen' })).toEqual(['posts: Choose at least one post.']);
  });

  it('call to action: needs a main button', async () => {
    expect(await blockProblems({ _type: 'callToAction', heading: 'Join' })).toContain('primary: Required');
    expect(await blockProblems({ _type: 'callToAction', heading: 'Join', primary: cta('tel:+4930123') })).toEqual([]);
  });

  it('seed bank strip: slugs only', async () => {
    expect(await blockProblems({ _type: 'seedBankStrip', seedBanks: ['royal-queen-seeds'] })).toEqual([]);
    expect(await blockProblems({ _type: 'seedBankStrip', seedBanks: ['Royal Queen'] })).toEqual([
      expect.stringMatching(/^seedBanks\[0\]: /),
    ]);
  });

  it('rejects unknown block types', async () => {
    expect(await blockProblems({ _type: 'carouselOfDoom' })).toEqual([
      expect.stringMatching(/^blocks\[_key=="b"\]: Type "carouselOfDoom" is not allowed here \(allowed: hero, /),
    ]);
  });
});
