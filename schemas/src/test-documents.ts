/**
 * Valid example documents of every type, for the schema tests (each test breaks one rule).
 * Ids follow the demo convention `{type}.{key}.{lang}`.
 */
import type { SanityDocument } from 'sanity';

export const image = (alt: string) => ({
  _type: 'image',
  asset: { _type: 'reference', _ref: 'image-0123456789abcdef0123456789abcdef01234567-1200x800-webp' },
  alt,
});

const base = (type: string, key: string, language: string) => ({
  _id: `${type}.${key}.${language}`,
  _type: type,
  _rev: 'r1',
  _createdAt: '2025-01-01T00:00:00Z',
  _updatedAt: '2025-01-01T00:00:00Z',
  language,
});

const paragraph = (key: string, text: string) => ({
  _type: 'block',
  _key: key,
  style: 'normal',
  markDefs: [],
  children: [{ _type: 'span', _key: `${key}s`, text, marks: [] }],
});

export const imageAsset: SanityDocument = {
  _id: 'image-0123456789abcdef0123456789abcdef01234567-1200x800-webp',
  _type: 'sanity.imageAsset',
  _rev: 'r1',
  _createdAt: '2025-01-01T00:00:00Z',
  _updatedAt: '2025-01-01T00:00:00Z',
  url: '/images/x.webp',
};

export function blogPost(key = 'first-grow', language = 'en', slug = 'first-grow-guide'): SanityDocument {
  return {
    ...base('blogPost', key, language),
    title: 'Your first grow',
    slug: { _type: 'slug', current: slug },
    excerpt: 'Everything you need for a first indoor grow.',
    mainImage: image('Seedlings under a lamp'),
    author: { _type: 'author', name: 'Ana' },
    category: 'growing',
    publishedAt: '2025-02-01T10:00:00Z',
    body: [paragraph('p1', 'Start with good seeds.')],
    relatedProducts: [{ _type: 'productRef', _key: 'r1', productId: 'prod-000001', name: 'Amnesia' }],
  };
}

export function home(language = 'en'): SanityDocument {
  return {
    ...base('home', 'main', language),
    title: 'Home',
    blocks: [
      {
        _type: 'hero',
        _key: 'h1',
        heading: 'Seeds for every grower',
        image: image('A field of cannabis plants'),
        ctas: [{ _type: 'cta', _key: 'c1', label: 'Shop now', href: '/cannabis-seeds' }],
        tone: 'light',
      },
      {
        _type: 'productGrid',
        _key: 'g1',
        source: 'filter',
        filter: { _type: 'catalogueFilter', query: 'genotype=sativa&sort=popular' },
        limit: 8,
      },
      { _type: 'textSection', _key: 't1', body: [paragraph('b1', 'Welcome.')] },
    ],
  };
}

export function page(kind = 'imprint', language = 'en'): SanityDocument {
  return { ...base('page', kind, language), kind, title: 'Imprint' };
}

export function promotion(language = 'en'): SanityDocument {
  return {
    ...base('promotion', 'spring', language),
    title: 'Spring sale',
    slug: { _type: 'slug', current: 'spring-sale' },
    badge: '−20 %',
    summary: 'Twenty per cent off autoflowers.',
    startsAt: '2025-03-01T00:00:00Z',
    endsAt: '2025-03-31T23:59:59Z',
    image: image('Spring flowers'),
    products: [{ _type: 'productRef', _key: 'p1', productId: 'prod-000010' }],
  };
}

/** A pricing rule: one document for all languages (no `language`). */
export function priceRule(key = 'spring'): SanityDocument {
  return {
    _id: `priceRule.${key}`,
    _type: 'priceRule',
    _rev: 'r1',
    _createdAt: '2025-01-01T00:00:00Z',
    _updatedAt: '2025-01-01T00:00:00Z',
    title: 'Spring: 20 % off autoflowers',
    discountType: 'percent',
    percentOff: 20,
    scope: 'categories',
    categories: ['autoflowering'],
    startsAt: '2025-02-28T23:00:00Z',
    endsAt: '2025-03-31T22:00:00Z',
  };
}

export function topList(entries = 3): SanityDocument {
  return {
    ...base('topList', 'outdoor', 'en'),
    title: 'Top 10 outdoor strains',
    slug: { _type: 'slug', current: 'outdoor-strains' },
    intro: 'Our favourites for the garden.',
    entries: Array.from({ length: entries }, (_, index) => ({
      _type: 'topListEntry',
      _key: `e${index}`,
      product: { _type: 'productRef', productId: `prod-00000${index + 1}` },
      note: 'Hardy and fast.',
    })),
  };
}

export function video(): SanityDocument {
  return {
    ...base('video', 'germination-basics', 'en'),
    title: 'Germination basics',
    slug: { _type: 'slug', current: 'germination-basics' },
    provider: 'youtube',
    videoId: 'dQw4w9WgXcQ',
    poster: image('A sprouting seed'),
    description: 'How to germinate seeds.',
    publishedAt: '2025-01-10T10:00:00Z',
  };
}

export function redirect(fields: Record<string, unknown>): SanityDocument {
  return { ...base('redirect', 'old-faq', 'de'), from: '/alter-pfad', to: '/blog', permanent: true, ...fields };
}

export function siteSettings(): SanityDocument {
  return {
    ...base('siteSettings', 'main', 'en'),
    title: 'Settings',
    headerNav: [
      {
        _type: 'navItem',
        _key: 'n1',
        label: 'Seeds',
        href: '/cannabis-seeds',
        children: [{ _type: 'navLink', _key: 'l1', label: 'Feminized', href: '/cannabis-seeds/feminized-seeds' }],
      },
    ],
    footerColumns: [
      {
        _type: 'footerColumn',
        _key: 'f1',
        title: 'Help',
        links: [{ _type: 'navLink', _key: 'l1', label: 'Mail us', href: 'mailto:help@example.com' }],
      },
    ],
  };
}

export function topic(): SanityDocument {
  return {
    ...base('topic', 'indoor', 'en'),
    title: 'Indoor growing',
    slug: { _type: 'slug', current: 'indoor-growing' },
    intro: 'Growing inside.',
    image: image('A grow tent'),
  };
}

export function metadata(key: string, type: string, languages: readonly string[]): SanityDocument {
  return {
    _id: `translation.metadata.${type}.${key}`,
    _type: 'translation.metadata',
    _rev: 'r1',
    _createdAt: '2025-01-01T00:00:00Z',
    _updatedAt: '2025-01-01T00:00:00Z',
    schemaTypes: [type],
    translations: languages.map((language) => ({
      _key: language,
      language,
      _type: 'internationalizedArrayReferenceValue',
      value: { _type: 'reference', _ref: `${type}.${key}.${language}` },
    })),
  };
}
