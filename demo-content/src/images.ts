/**
 * Image registry: every image key (see `image-keys.ts`) → size and the generated illustration
 * (motif, palette, random seed). `renderImageSvg(key)` composes the SVG; the builder rasterises
 * it to WebP with sharp (`scripts/render-webp.ts`).
 */
import { mulberry32 } from '@seedshop/shop/prng';
import type { ImageKey } from './image-keys';
import {
  greenhouseMotif,
  lampMotif,
  potsMotif,
  rowsMotif,
  seedlingMotif,
  type MotifInput,
} from './illustrations/motifs-garden';
import {
  avatarMotif,
  cardsMotif,
  dropsMotif,
  dryingMotif,
  helixMotif,
  jarsMotif,
  ladybugMotif,
  leafMotif,
  seedsMotif,
  sunsetMotif,
} from './illustrations/motifs-harvest';
import { palettes, svgDocument, type PaletteName } from './illustrations/svg-kit';

const motifs = {
  seedling: seedlingMotif,
  pots: potsMotif,
  greenhouse: greenhouseMotif,
  rows: rowsMotif,
  lamp: lampMotif,
  leaf: leafMotif,
  seeds: seedsMotif,
  jars: jarsMotif,
  drying: dryingMotif,
  sunset: sunsetMotif,
  drops: dropsMotif,
  helix: helixMotif,
  ladybug: ladybugMotif,
  avatar: avatarMotif,
  cards: cardsMotif,
} satisfies Record<string, (input: MotifInput) => string>;

type MotifName = keyof typeof motifs;

export const imageSizes = {
  cover: { width: 1600, height: 900 },
  square: { width: 800, height: 800 },
  avatar: { width: 400, height: 400 },
} as const;

type SizeName = keyof typeof imageSizes;

interface ImageSpec {
  size: SizeName;
  motif: MotifName;
  palette: PaletteName;
}

const cover = (motif: MotifName, palette: PaletteName): ImageSpec => ({ size: 'cover', motif, palette });
const square = (motif: MotifName, palette: PaletteName): ImageSpec => ({ size: 'square', motif, palette });

export const imageRegistry: Readonly<Record<ImageKey, ImageSpec>> = {
  'hero-home': cover('sunset', 'sunset'),
  'hero-seasonal': cover('leaf', 'forest'),
  'hero-seed-banks': cover('seeds', 'amber'),
  'blog-germination': cover('seedling', 'meadow'),
  'blog-first-grow': cover('pots', 'sky'),
  'blog-soil-mix': cover('seedling', 'amber'),
  'blog-watering': cover('drops', 'sky'),
  'blog-nutrients': cover('drops', 'forest'),
  'blog-lighting': cover('lamp', 'night'),
  'blog-training': cover('pots', 'meadow'),
  'blog-harvest': cover('jars', 'amber'),
  'blog-drying-curing': cover('drying', 'amber'),
  'blog-seed-storage': cover('seeds', 'meadow'),
  'blog-terpenes': cover('leaf', 'sunset'),
  'blog-outdoor-calendar': cover('rows', 'sky'),
  'blog-pests': cover('ladybug', 'meadow'),
  'blog-greenhouse': cover('greenhouse', 'sky'),
  'blog-genetics': cover('helix', 'forest'),
  'blog-balcony': cover('pots', 'sunset'),
  'blog-news': cover('cards', 'meadow'),
  'topic-outdoor': cover('rows', 'sunset'),
  'topic-autoflowers': cover('pots', 'forest'),
  'topic-cbd': cover('leaf', 'meadow'),
  'topic-beginners': cover('seedling', 'sky'),
  'topic-greenhouse': cover('greenhouse', 'meadow'),
  'promo-autumn': cover('sunset', 'amber'),
  'promo-winter': cover('leaf', 'night'),
  'promo-new-year': cover('seeds', 'forest'),
  'toplist-autoflowers': cover('pots', 'amber'),
  'toplist-high-yield': cover('greenhouse', 'forest'),
  'toplist-cbd': cover('drops', 'meadow'),
  'gallery-seedlings': square('seedling', 'meadow'),
  'gallery-leaf-macro': square('leaf', 'forest'),
  'gallery-greenhouse-rows': square('greenhouse', 'sky'),
  'gallery-harvest-jars': square('jars', 'amber'),
  'gallery-drying-rack': square('drying', 'meadow'),
  'gallery-sunset-field': square('sunset', 'sunset'),
  'gallery-seed-macro': square('seeds', 'amber'),
  'gallery-balcony-pots': square('pots', 'sky'),
  'poster-germination': cover('seedling', 'forest'),
  'poster-training': cover('pots', 'night'),
  'poster-harvest': cover('jars', 'forest'),
  'poster-watering': cover('drops', 'night'),
  'poster-outdoor': cover('rows', 'meadow'),
  'poster-curing': cover('jars', 'night'),
  'poster-seed-bank': cover('seeds', 'night'),
  'avatar-green': { size: 'avatar', motif: 'avatar', palette: 'forest' },
  'avatar-amber': { size: 'avatar', motif: 'avatar', palette: 'amber' },
  'avatar-sky': { size: 'avatar', motif: 'avatar', palette: 'sky' },
  'page-contact': cover('cards', 'sky'),
  'page-shipping': cover('rows', 'amber'),
  'seo-default': cover('leaf', 'forest'),
};

/** A stable seed per key so every picture differs but never changes between builds. */
function seedOf(key: string): number {
  let hash = 2166136261;
  for (const char of key) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return hash;
}

export function imageDimensions(key: ImageKey): { width: number; height: number } {
  return imageSizes[imageRegistry[key].size];
}

export function renderImageSvg(key: ImageKey): string {
  const spec = imageRegistry[key];
  const { width, height } = imageSizes[spec.size];
  const body = motifs[spec.motif]({
    width,
    height,
    palette: palettes[spec.palette],
    random: mulberry32(seedOf(key)),
  });
  return svgDocument(width, height, body);
}
