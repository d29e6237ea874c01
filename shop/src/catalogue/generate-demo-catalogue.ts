/**
 * Deterministic demo catalogue: the same options always give the same data, byte for byte, so
 * tests, screenshots and database seeds are reproducible. Pure — no I/O, no clock, no Math.random.
 */
import { mapLocales } from '@seedshop/locales';
import {
  packSizes,
  type Badge,
  type CategoryId,
  type DemoCatalogue,
  type Product,
  type SeedBank,
  type SeedType,
  type Variant,
} from './catalogue-model';
import { demoCatalogs } from './demo-catalogs';
import { demoCategories } from './demo-categories';
import { demoCopy } from './demo-copy';
import { demoPackPrices } from './demo-pricing';
import { generateAttributes, pickStrainKind, type GeneratedAttributes } from './generate-attributes';
import { generateSeedBanks } from './generate-seed-banks';
import { strainCores, strainPrefixes } from './name-parts';
import { formerProductSlugs, productSlugs } from './product-slugs';
import { createRng, type Rng } from './prng';
import { createUniqueNames, type UniqueNames } from './unique-names';

export interface DemoCatalogueOptions {
  seed?: number;
  seedBanks?: number;
  products?: number;
}

/** A fixed "today" instead of the clock keeps the output stable; "new" means the last 60 days. */
export const demoReferenceDate = Date.UTC(2026, 0, 1);
const dayMs = 24 * 60 * 60 * 1000;
const newForDays = 60;

function strainBaseName(rng: Rng, seedType: SeedType, cbdRich: boolean): string {
  let core = rng.pick(strainCores);
  const prefix = rng.pick(strainPrefixes);
  // "Mango Mango" or "Berry Berry" would look like a bug.
  while (prefix.includes(core) || core.includes(prefix)) core = rng.pick(strainCores);
  const suffixes = [seedType === 'autoflowering' ? 'Auto' : '', cbdRich ? 'CBD' : ''].filter(Boolean);
  return [prefix, core, ...suffixes].join(' ');
}

function categoriesOf(attributes: GeneratedAttributes, cbdRich: boolean): CategoryId[] {
  // Autoflowers count from seed, photoperiod strains from the switch, hence two thresholds.
  const fastLimit = attributes.seedType === 'autoflowering' ? 63 : 56;
  return [
    attributes.seedType,
    ...(cbdRich ? (['cbd-rich'] as const) : []),
    ...(attributes.floweringDays.max <= fastLimit ? (['fast-flowering'] as const) : []),
  ];
}

function badgesFor(rng: Rng, createdAtMs: number): Badge[] {
  const isNew = demoReferenceDate - createdAtMs < newForDays * dayMs;
  return [
    ...(isNew ? (['new'] as const) : []),
    ...(rng.chance(0.1) ? (['bestseller'] as const) : []),
    ...(rng.chance(0.08) ? (['sale'] as const) : []),
  ];
}

/** Pareto-shaped sales: most strains sell a few dozen packs, a few sell thousands. */
function popularityFor(extra: Rng, badges: readonly Badge[]): number {
  const base = Math.min(20_000, Math.round(8 / (1 - extra.next()) ** (1 / 1.2)));
  const boost = extra.int(300, 1000);
  return badges.includes('bestseller') ? base + boost : base;
}

/**
 * `extra` is a second random stream for the fields added after the first release (popularity,
 * former slugs). It draws the same number of values per product, so adding it left every
 * attribute and text of the first stream unchanged.
 */
function generateProduct(rng: Rng, extra: Rng, index: number, seedBanks: SeedBank[], names: UniqueNames): Product {
  const kind = pickStrainKind(rng);
  const seedBank = rng.pick(seedBanks);
  const { name, slug } = names.claim(strainBaseName(rng, kind.seedType, kind.cbdRich));
  const attributes = generateAttributes(rng, kind);
  const createdAtMs = demoReferenceDate - rng.int(0, 3 * 365) * dayMs - rng.int(0, 86_399) * 1000;
  const copyInput = { ...attributes, name, seedBankName: seedBank.name, cbdRich: kind.cbdRich };
  // Order of draws: the description before the badges, as in the first release.
  const description = mapLocales((locale) => demoCopy[locale].product(copyInput, rng.pick));
  const badges = badgesFor(rng, createdAtMs);
  const renamed = extra.chance(0.05);
  return {
    id: `prod-${String(index + 1).padStart(6, '0')}`,
    seedBankId: seedBank.id,
    categoryIds: categoriesOf(attributes, kind.cbdRich),
    name,
    slug: productSlugs(slug),
    formerSlug: renamed ? formerProductSlugs(slug, seedBank.slug) : null,
    description,
    attributes: { ...attributes, badges },
    popularity: popularityFor(extra, badges),
    imageCount: 3,
    createdAt: new Date(createdAtMs).toISOString(),
  };
}

function generateVariants(rng: Rng, product: Product): Variant[] {
  const prices = demoPackPrices(rng);
  return packSizes.map((packSize) => ({
    id: `${product.id}-${packSize}`,
    productId: product.id,
    packSize,
    priceCents: prices[packSize],
    // About one variant in ten is sold out, so the storefront's sold-out states get exercised.
    stock: rng.chance(0.1) ? 0 : rng.int(1, 200),
  }));
}

export function generateDemoCatalogue({
  seed = 42,
  seedBanks: seedBankCount = 20,
  products: productCount = 400,
}: DemoCatalogueOptions = {}): DemoCatalogue {
  if (seedBankCount < 1 && productCount > 0) throw new Error('Products need at least one seed bank');
  const rng = createRng(seed);
  const extra = createRng((seed ^ 0x5eed5) >>> 0);
  const seedBanks = generateSeedBanks(rng, seedBankCount);
  const names = createUniqueNames();
  const products: Product[] = [];
  const variants: Variant[] = [];
  for (let index = 0; index < productCount; index += 1) {
    const product = generateProduct(rng, extra, index, seedBanks, names);
    products.push(product);
    variants.push(...generateVariants(rng, product));
  }
  return { seedBanks, catalogs: demoCatalogs(seedBanks), categories: demoCategories(), products, variants };
}
