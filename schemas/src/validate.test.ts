import type { SanityDocument } from 'sanity';
import { describe, expect, it } from 'vitest';
import * as fixture from './test-documents';
import { compiledSchema, validateDocuments } from './validate';

/** Problems of one document after validating it together with the others. */
async function problemsOf(document: SanityDocument, others: SanityDocument[] = []): Promise<string[]> {
  const results = await validateDocuments([fixture.imageAsset, document, ...others]);
  return results.find((result) => result.id === document._id)?.problems ?? [];
}

function without(document: SanityDocument, field: string): SanityDocument {
  const { [field]: _removed, ...rest } = document;
  return {
    ...rest,
    _id: document._id,
    _type: document._type,
    _rev: document._rev,
    _createdAt: document._createdAt,
    _updatedAt: document._updatedAt,
  };
}

describe('schema', () => {
  it('compiles without errors', () => {
    expect(compiledSchema().getTypeNames()).toEqual(expect.arrayContaining(['blogPost', 'hero', 'productRef']));
  });
});

describe('validateDocuments', () => {
  it('accepts a valid document of every type', async () => {
    const docs = [
      fixture.imageAsset,
      fixture.home(),
      fixture.page(),
      fixture.blogPost(),
      fixture.topic(),
      fixture.promotion(),
      fixture.topList(),
      fixture.video(),
      fixture.siteSettings(),
      fixture.redirect({}),
    ];
    expect(await validateDocuments(docs)).toEqual([]);
  });

  it('enforces required fields', async () => {
    expect(await problemsOf(without(fixture.blogPost(), 'title'))).toEqual(['title: Required']);
    expect(await problemsOf(without(fixture.blogPost(), 'mainImage'))).toEqual(['mainImage: Required']);
    expect(await problemsOf(without(fixture.blogPost(), 'language'))).toEqual([
      'language: Every document has a language.',
    ]);
  });

  it('checks list values and lengths', async () => {
    expect(await problemsOf({ ...fixture.blogPost(), category: 'gossip' })).toEqual([
      expect.stringMatching(/^category: /),
    ]);
    expect(await problemsOf({ ...fixture.blogPost(), excerpt: 'x'.repeat(241) })).toEqual([
      expect.stringMatching(/^excerpt: /),
    ]);
    expect(await problemsOf({ ...fixture.home(), seo: { _type: 'seo', title: 'x'.repeat(71) } })).toEqual([
      expect.stringMatching(/^seo\.title: /),
    ]);
  });

  it('reports fields the schema does not know', async () => {
    expect(await problemsOf({ ...fixture.blogPost(), subtitle: 'x' })).toEqual([
      "subtitle: Field 'subtitle' does not exist on type 'blogPost'",
    ]);
  });

  it('requires alt text unless the image is decorative', async () => {
    const post = fixture.blogPost();
    const noAlt = { ...post, mainImage: fixture.image('') };
    expect(await problemsOf(noAlt)).toEqual([expect.stringMatching(/^mainImage\.alt: /)]);
    const decorative = { ...post, mainImage: { ...fixture.image(''), decorative: true } };
    expect(await problemsOf(decorative)).toEqual([]);
  });

  it('treats an optional image without an asset as no image (what the Studio leaves after touching its fields)', async () => {
    const halfImage = { _type: 'image', decorative: false };
    expect(await problemsOf({ ...fixture.home(), seo: { _type: 'seo', title: 'Home', image: halfImage } })).toEqual([]);
    expect(await problemsOf({ ...fixture.blogPost(), mainImage: halfImage })).toEqual([
      expect.stringMatching(/^mainImage: /),
    ]);
  });

  it('accepts images in export format (_sanityAsset)', async () => {
    const exported = {
      ...fixture.blogPost(),
      mainImage: {
        _type: 'image',
        _sanityAsset: 'image@file://./images/0123456789abcdef0123456789abcdef01234567-1200x800.webp',
        alt: 'Seedlings',
      },
    };
    // No sanity.imageAsset document: in export format the import creates it from the file.
    expect(await validateDocuments([exported])).toEqual([]);
  });
});

describe('slug uniqueness per type and language', () => {
  it('rejects the same slug for two documents of one type and language', async () => {
    const other = fixture.blogPost('second', 'en', 'first-grow-guide');
    expect(await problemsOf(fixture.blogPost(), [other])).toEqual(['slug: Slug is already in use']);
  });

  it('accepts the same slug in another language or another type', async () => {
    const german = fixture.blogPost('first-grow', 'de', 'first-grow-guide');
    const topic = { ...fixture.topic(), slug: { _type: 'slug', current: 'first-grow-guide' } };
    expect(await problemsOf(fixture.blogPost(), [german, topic])).toEqual([]);
  });

  it('does not collide with its own draft', async () => {
    const draft = { ...fixture.blogPost(), _id: 'drafts.blogPost.first-grow.en' };
    expect(await problemsOf(fixture.blogPost(), [draft])).toEqual([]);
    expect(await problemsOf(draft, [fixture.blogPost()])).toEqual([]);
  });

  it('rejects slugs that are not lowercase a-z0-9-', async () => {
    expect(await problemsOf(fixture.blogPost('first-grow', 'en', 'First_Grow'))).toEqual([
      expect.stringMatching(/^slug: Use lowercase/),
    ]);
  });
});

describe('page.kind unique per language', () => {
  it('rejects a second imprint in the same language, accepts one in another', async () => {
    const second = { ...fixture.page('imprint', 'en'), _id: 'page.imprint-2.en' };
    expect(await problemsOf(fixture.page('imprint', 'en'), [second])).toEqual([
      'kind: This language already has a page of this kind.',
    ]);
    expect(await problemsOf(fixture.page('imprint', 'en'), [fixture.page('imprint', 'de')])).toEqual([]);
  });

  it('rejects unknown kinds', async () => {
    expect(await problemsOf({ ...fixture.page(), kind: 'about' })).toEqual([expect.stringMatching(/^kind: /)]);
  });
});

describe('redirect', () => {
  it('rejects an absolute target without external, and external without an https target', async () => {
    expect(await problemsOf(fixture.redirect({ to: 'https://example.com/x' }))).toEqual([
      'to: Targets on another site need "External" switched on.',
    ]);
    expect(await problemsOf(fixture.redirect({ to: '/blog', external: true }))).toEqual([
      'external: An external redirect needs an absolute https:// target.',
    ]);
    expect(await problemsOf(fixture.redirect({ to: 'https://example.com/x', external: true }))).toEqual([]);
  });

  it('rejects a from path with a query or a language prefix', async () => {
    expect(await problemsOf(fixture.redirect({ from: '/old?x=1' }))).toEqual([expect.stringMatching(/^from: /)]);
    expect(await problemsOf(fixture.redirect({ from: '/de/alter-pfad' }))).toEqual([expect.stringMatching(/^from: /)]);
  });
});

describe('promotion', () => {
  it('needs endsAt after startsAt', async () => {
    expect(await problemsOf({ ...fixture.promotion(), endsAt: '2025-02-01T00:00:00Z' })).toEqual([
      'endsAt: The end lies after the start.',
    ]);
  });

  it('needs at least one product', async () => {
    expect(await problemsOf({ ...fixture.promotion(), products: [] })).toEqual([expect.stringMatching(/^products: /)]);
  });
});

describe('priceRule', () => {
  const rule = fixture.priceRule();

  it('accepts a rule without a language, and a promotion that references it', async () => {
    expect(await problemsOf(rule)).toEqual([]);
    const promotion = { ...fixture.promotion(), priceRule: { _type: 'reference', _ref: rule._id } };
    expect(await problemsOf(promotion, [rule])).toEqual([]);
  });

  it('rejects a reference to a rule that does not exist', async () => {
    const promotion = { ...fixture.promotion(), priceRule: { _type: 'reference', _ref: 'priceRule.gone' } };
    expect(await problemsOf(promotion)).toEqual([expect.stringMatching(/^priceRule: /)]);
  });

  it('warns when the translations of a promotion reference different rules', async () => {
    const other = fixture.priceRule('other');
    const withRule = (doc: typeof rule, ref: string) => ({ ...doc, priceRule: { _type: 'reference', _ref: ref } });
    const english = withRule(fixture.promotion('en'), rule._id);
    const german = withRule(
      { ...fixture.promotion('de'), slug: { _type: 'slug', current: 'fruehlings-sale' } },
      other._id,
    );
    const metadata = {
      _id: 'translation.metadata.promotion.spring',
      _type: 'translation.metadata',
      _rev: 'r1',
      _createdAt: '2025-01-01T00:00:00Z',
      _updatedAt: '2025-01-01T00:00:00Z',
      schemaTypes: ['promotion'],
      translations: ['en', 'de'].map((language) => ({
        _key: language,
        _type: 'internationalizedArrayReferenceValue',
        language,
        value: { _type: 'reference', _ref: `promotion.spring.${language}` },
      })),
    };
    expect(await problemsOf(english, [rule, other, german, metadata])).toEqual([
      'warning: The de translation uses another pricing rule: pick the same rule in every language.',
    ]);
    expect(await problemsOf(english, [rule, withRule(german, rule._id), metadata])).toEqual([]);
  });

  it('needs the value of the chosen discount: whole percent 1–100, or euros with two decimals', async () => {
    expect(await problemsOf(without(rule, 'percentOff'))).toEqual(['percentOff: Required.']);
    expect(await problemsOf({ ...rule, percentOff: 0 })).toEqual([expect.stringMatching(/^percentOff: /)]);
    expect(await problemsOf({ ...rule, percentOff: 12.5 })).toEqual([expect.stringMatching(/^percentOff: /)]);
    expect(await problemsOf({ ...rule, percentOff: 101 })).toEqual([expect.stringMatching(/^percentOff: /)]);
    const amount = { ...without(rule, 'percentOff'), discountType: 'amount' };
    expect(await problemsOf(amount)).toEqual(['amountOff: Required.']);
    expect(await problemsOf({ ...amount, amountOff: 2.5 })).toEqual([]);
    expect(await problemsOf({ ...amount, amountOff: 2.555 })).toEqual(['amountOff: At most two decimals.']);
    expect(await problemsOf({ ...amount, amountOff: -1 })).toEqual([expect.stringMatching(/^amountOff: /)]);
  });

  it('needs the list of the chosen scope: seed bank slugs, category keys or products', async () => {
    expect(await problemsOf({ ...rule, categories: [] })).toEqual(['categories: Required.']);
    expect(await problemsOf({ ...rule, scope: 'seedBanks' })).toEqual(['seedBanks: Required.']);
    expect(await problemsOf({ ...rule, scope: 'seedBanks', seedBanks: ['Royal Queen'] })).toEqual([
      'seedBanks: Use seed bank slugs: lowercase a-z, 0-9 and dashes.',
    ]);
    expect(await problemsOf({ ...rule, scope: 'products' })).toEqual(['products: Required.']);
    const products = [
      { _type: 'productRef', _key: 'a', productId: 'prod-000001' },
      { _type: 'productRef', _key: 'b', productId: 'prod-000001' },
    ];
    expect(await problemsOf({ ...rule, scope: 'products', products })).toEqual([
      'products: prod-000001 is in the list twice.',
    ]);
    expect(await problemsOf({ ...without(rule, 'categories'), scope: 'all' })).toEqual([]);
  });

  it('needs the end after the start', async () => {
    expect(await problemsOf({ ...rule, endsAt: rule['startsAt'] })).toEqual(['endsAt: The end lies after the start.']);
  });

  it('takes an optional upper-case coupon code; a usage limit only with a code', async () => {
    expect(await problemsOf({ ...rule, couponCode: 'SPRING-20', usageLimit: 100 })).toEqual([]);
    expect(await problemsOf({ ...rule, couponCode: 'spring 20' })).toEqual([
      'couponCode: Use 3–32 upper-case letters, digits or dashes, e.g. WINTER-20.',
    ]);
    expect(await problemsOf({ ...rule, usageLimit: 100 })).toEqual(['usageLimit: A usage limit needs a coupon code.']);
    expect(await problemsOf({ ...rule, couponCode: 'SPRING', usageLimit: 0 })).toEqual([
      expect.stringMatching(/^usageLimit: /),
    ]);
  });

  it('takes gift tiers with distinct thresholds and at least one product each', async () => {
    const tier = (key: string, threshold: number, products: unknown[]) => ({
      _type: 'giftTier',
      _key: key,
      threshold,
      products,
    });
    const gift = [{ _type: 'productRef', _key: 'g', productId: 'prod-000002' }];
    expect(await problemsOf({ ...rule, giftTiers: [tier('a', 50, gift), tier('b', 100, gift)] })).toEqual([]);
    expect(await problemsOf({ ...rule, giftTiers: [tier('a', 50, gift), tier('b', 50, gift)] })).toEqual([
      'giftTiers: Two gift tiers start at 50 €.',
    ]);
    expect(await problemsOf({ ...rule, giftTiers: [tier('a', 50, [])] })).toEqual([
      expect.stringMatching(/^giftTiers\[_key=="a"\]\.products: |^giftTiers\.0\.products: |products/),
    ]);
  });
});

describe('topList.entries', () => {
  it('accepts 3 to 10 entries', async () => {
    expect(await problemsOf(fixture.topList(3))).toEqual([]);
    expect(await problemsOf(fixture.topList(10))).toEqual([]);
  });
  it('rejects fewer than 3 or more than 10', async () => {
    expect(await problemsOf(fixture.topList(2))).toEqual(['entries: Must have at least 3 items']);
    expect(await problemsOf(fixture.topList(11))).toEqual([expect.stringMatching(/^entries: .*10/)]);
  });
});

describe('siteSettings.topLists', () => {
  const english = fixture.topList();
  const german = {
    ...english,
    _id: 'topList.outdoor.de',
    language: 'de',
    slug: { _type: 'slug', current: 'outdoor-sorten' },
  };
  const ref = (id: string, key = id) => ({ _type: 'reference', _key: key, _ref: id });
  const withLists = (...refs: unknown[]) => ({ ...fixture.siteSettings(), topLists: refs });

  it('takes top lists of its own language, in order', async () => {
    expect(await problemsOf(withLists(ref(english._id)), [english, german])).toEqual([]);
  });

  it('rejects a list of another language, the same list twice, and more than six', async () => {
    expect(await problemsOf(withLists(ref(english._id), ref(german._id)), [english, german])).toEqual([
      'topLists: “Top 10 outdoor strains” is in de: choose the lists of this language (en).',
    ]);
    expect(await problemsOf(withLists(ref(english._id, 'a'), ref(english._id, 'b')), [english])).toEqual([
      'topLists: A list is chosen twice: keep each one once.',
    ]);
    const many = Array.from({ length: 7 }, (_, index) => ({
      ...english,
      _id: `topList.l${index}.en`,
      slug: { _type: 'slug', current: `list-${index}` },
    }));
    expect(await problemsOf(withLists(...many.map((list) => ref(list._id))), many)).toEqual([
      expect.stringMatching(/^topLists: .*6/),
    ]);
  });

  it('rejects a reference to a list that does not exist', async () => {
    expect(await problemsOf(withLists(ref('topList.gone.en')))).toEqual([expect.stringMatching(/^topLists/)]);
  });
});

describe('video', () => {
  it('needs a video id for YouTube and a file for uploads', async () => {
    expect(await problemsOf(without(fixture.video(), 'videoId'))).toEqual(['videoId: Enter the video id.']);
    expect(await problemsOf({ ...without(fixture.video(), 'videoId'), provider: 'file' })).toEqual([
      'file: Upload the video file.',
    ]);
  });
});

describe('references and translation metadata', () => {
  it('rejects references to documents that do not exist', async () => {
    const home = fixture.home();
    const withVideo = {
      ...home,
      blocks: [{ _type: 'videoEmbed', _key: 'v1', video: { _type: 'reference', _ref: 'video.missing.en' } }],
    };
    expect(await problemsOf(withVideo)).toEqual([expect.stringMatching(/^blocks\[_key=="v1"\]\.video: /)]);
    const found = {
      ...withVideo,
      blocks: [{ ...withVideo.blocks[0], video: { _type: 'reference', _ref: fixture.video()._id } }],
    };
    expect(await problemsOf(found, [fixture.video()])).toEqual([]);
  });

  it('checks that translation metadata links existing documents of the right language', async () => {
    const english = fixture.blogPost('first-grow', 'en', 'first-grow-guide');
    const german = fixture.blogPost('first-grow', 'de', 'erster-grow-leitfaden');
    expect(await problemsOf(fixture.metadata('first-grow', 'blogPost', ['en', 'de']), [english, german])).toEqual([]);
    expect(await problemsOf(fixture.metadata('first-grow', 'blogPost', ['en', 'fr']), [english])).toEqual([
      'translations[1]: blogPost.first-grow.fr does not exist.',
    ]);
    const mislabelled = { ...german, language: 'fr' };
    expect(await problemsOf(fixture.metadata('first-grow', 'blogPost', ['en', 'de']), [english, mislabelled])).toEqual([
      'translations[1]: blogPost.first-grow.de has language fr.',
    ]);
  });
});
