import { productDetail, type ProductDetail } from '@seedshop/shop/contract';
import { createIntl, createIntlCache } from 'react-intl';
import { localeTag, type Locale } from '@seedshop/locales';
import { catalogues } from '@/i18n/messages';

/** Test data: a product as the shop sends it, checked against the contract so it cannot drift. */
export function wireProductDetail(overrides: Partial<ProductDetail> = {}): ProductDetail {
  const image = (n: number) => ({
    url: `/api/shop/catalogue/images/products/p-1/${n}.svg`,
    alt: `Lemon Haze Auto – view ${n}`,
    width: 600,
    height: 600,
  });
  return productDetail.parse({
    id: 'p-1',
    name: 'Lemon Haze Auto',
    slug: 'lemon-haze-auto',
    path: {
      catalog: { en: 'cannabis-seeds', de: 'cannabis-samen', fr: 'graines-de-cannabis', es: 'semillas-de-cannabis' },
      category: { en: 'autoflowering', de: 'autoflowering-samen', fr: 'autofloraison', es: 'autoflorecientes' },
      product: {
        en: 'lemon-haze-auto',
        de: 'lemon-haze-auto-samen',
        fr: 'graines-lemon-haze-auto',
        es: 'semillas-lemon-haze-auto',
      },
    },
    seed_bank: { slug: 'green-valley-seeds', name: 'Green Valley Seeds', country: 'NL', logo_url: '/logo.svg' },
    seed_type: 'autoflowering',
    image: image(1),
    images: [image(1), image(2), image(3)],
    badges: [{ key: 'bestseller', label: 'Bestseller' }],
    price_from_cents: 1250,
    price_per_seed_from_cents: 890,
    in_stock: true,
    thc_percent: 21.5,
    cbd_percent: 0.4,
    flowering_days: { min: 56, max: 63 },
    genotype: { indica: 30, sativa: 50, ruderalis: 20 },
    rating: { average: 4.3, count: 12, distribution: { 1: 0, 2: 1, 3: 1, 4: 3, 5: 7 } },
    description: 'A zesty autoflower. It finishes in nine weeks from seed.',
    categories: [],
    variants: [
      // Deliberately unsorted: the page orders packs by size.
      {
        id: 'v-10',
        pack_size: 10,
        price_cents: 8900,
        price_per_seed_cents: 890,
        saving_percent: 29,
        stock: 2,
        in_stock: true,
      },
      {
        id: 'v-1',
        pack_size: 1,
        price_cents: 1250,
        price_per_seed_cents: 1250,
        saving_percent: 0,
        stock: 40,
        in_stock: true,
      },
      {
        id: 'v-3',
        pack_size: 3,
        price_cents: 3450,
        price_per_seed_cents: 1150,
        saving_percent: 8,
        stock: 0,
        in_stock: false,
      },
      {
        id: 'v-5',
        pack_size: 5,
        price_cents: 4850,
        price_per_seed_cents: 970,
        saving_percent: 22,
        stock: 12,
        in_stock: true,
      },
    ],
    attributes: {
      flowering_days: { min: 56, max: 63 },
      height_indoor_cm: { min: 60, max: 100 },
      height_outdoor_cm: { min: 80, max: 120 },
      genotype: { indica: 30, sativa: 50, ruderalis: 20 },
      seed_type: { key: 'autoflowering', label: 'Autoflowering' },
      yield_indoor_g_per_m2: { min: 350, max: 450 },
      yield_outdoor_g_per_plant: { min: 50, max: 150 },
      growth_areas: [
        { key: 'indoor', label: 'Indoor' },
        { key: 'outdoor', label: 'Outdoor' },
      ],
      cbd_percent: 0.4,
      thc_percent: 21.5,
      thc_level: { key: 'high', label: 'High' },
      genetics: ['Lemon Skunk', 'Super Silver Haze'],
      effects: [
        { key: 'uplifting', label: 'Uplifting' },
        { key: 'happy', label: 'Happy' },
      ],
      flavours: [{ key: 'lemon', label: 'Lemon' }],
      terpenes: [{ key: 'limonene', label: 'Limonene' }],
      awards: [
        { event: 'Spannabis Cup', year: 2019, place: 1 },
        { event: 'Highlife Cup', year: 2021, place: 3 },
      ],
    },
    created_at: '2024-03-01T10:00:00.000Z',
    ...overrides,
  });
}

/** react-intl as the page has it, with the real catalogue of a language. */
export function testIntl(locale: Locale) {
  return createIntl({ locale: localeTag(locale), messages: catalogues[locale] }, createIntlCache());
}
