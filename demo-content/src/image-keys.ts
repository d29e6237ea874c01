/**
 * Every image the demo dataset uses, by key. Authors write the key (`mainImage: 'blog-germination'`,
 * `![Alt](gallery-seedlings)`); the builder renders the illustration (see `images.ts`) and stores it
 * under the sha1 of its bytes. Sizes: `cover` 1600×900 (heroes, covers, posters), `square` 800×800
 * (gallery), `avatar` 400×400.
 */
export const imageKeys = [
  // Home and heroes
  'hero-home',
  'hero-seasonal',
  'hero-seed-banks',
  // Blog covers
  'blog-germination',
  'blog-first-grow',
  'blog-soil-mix',
  'blog-watering',
  'blog-nutrients',
  'blog-lighting',
  'blog-training',
  'blog-harvest',
  'blog-drying-curing',
  'blog-seed-storage',
  'blog-terpenes',
  'blog-outdoor-calendar',
  'blog-pests',
  'blog-greenhouse',
  'blog-genetics',
  'blog-balcony',
  'blog-news',
  // Topics
  'topic-outdoor',
  'topic-autoflowers',
  'topic-cbd',
  'topic-beginners',
  'topic-greenhouse',
  // Promotions and top lists
  'promo-autumn',
  'promo-winter',
  'promo-new-year',
  'toplist-autoflowers',
  'toplist-high-yield',
  'toplist-cbd',
  // Gallery (square)
  'gallery-seedlings',
  'gallery-leaf-macro',
  'gallery-greenhouse-rows',
  'gallery-harvest-jars',
  'gallery-drying-rack',
  'gallery-sunset-field',
  'gallery-seed-macro',
  'gallery-balcony-pots',
  // Video posters
  'poster-germination',
  'poster-training',
  'poster-harvest',
  'poster-watering',
  'poster-outdoor',
  'poster-curing',
  'poster-seed-bank',
  // Author avatars
  'avatar-green',
  'avatar-amber',
  'avatar-sky',
  // Info pages and SEO defaults
  'page-contact',
  'page-shipping',
  'seo-default',
] as const;

export type ImageKey = (typeof imageKeys)[number];

export function isImageKey(value: string): value is ImageKey {
  return (imageKeys as readonly string[]).includes(value);
}
