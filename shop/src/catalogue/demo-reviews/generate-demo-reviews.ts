/**
 * Deterministic demo reviews for the demo catalogue, so product pages show reviews and the
 * `rating` sort has something to sort. Pure — no I/O, no clock, no Math.random — and drawn from
 * a random stream of its own, so the catalogue itself stays byte for byte what it was.
 */
import type { Locale } from '@seedshop/locales';
import type { Product } from '../catalogue-model';
import { effectLabels, flavourLabels } from '../demo-labels';
import { demoReferenceDate } from '../generate-demo-catalogue';
import { createRng, type Rng } from '../prng';
import type { ReviewCopy, ReviewFacts, Sentiment } from './review-copy';
import { reviewCopyDe } from './review-copy-de';
import { reviewCopyEn } from './review-copy-en';
import { reviewCopyEs } from './review-copy-es';
import { reviewCopyFr } from './review-copy-fr';

/** A published demo review, in the shape of the `reviews` table (no customer: demo reviewers have no account). */
export interface DemoReview {
  id: string;
  productId: string;
  name: string;
  rating: number;
  advantages: string | null;
  disadvantages: string | null;
  generalImpressions: string | null;
  text: string;
  language: Locale;
  helpfulYes: number;
  helpfulNo: number;
  /** ISO 8601, after the product's `createdAt` and before `demoReferenceDate`. */
  createdAt: string;
}

export const MAX_REVIEWS_PER_PRODUCT = 8;

const copies: Readonly<Record<Locale, ReviewCopy>> = {
  en: reviewCopyEn,
  de: reviewCopyDe,
  fr: reviewCopyFr,
  es: reviewCopyEs,
};

/** English and German shoppers write most reviews. */
const languageWeights: ReadonlyArray<readonly [Locale, number]> = [
  ['en', 40],
  ['de', 30],
  ['fr', 15],
  ['es', 15],
];

/** Weights of 1…5 stars by how a product is received: most are liked, some divide opinion. */
const ratingWeights: Readonly<Record<'loved' | 'liked' | 'divisive', readonly number[]>> = {
  loved: [2, 3, 8, 32, 55],
  liked: [4, 6, 18, 40, 32],
  divisive: [14, 18, 28, 24, 16],
};

function weighted<T>(rng: Rng, entries: ReadonlyArray<readonly [T, number]>): T {
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = rng.next() * total;
  for (const [value, weight] of entries) {
    roll -= weight;
    if (roll < 0) return value;
  }
  const last = entries[entries.length - 1];
  if (last === undefined) throw new Error('weighted() needs entries');
  return last[0];
}

function starsFrom(rng: Rng, weights: readonly number[]): number {
  return weighted(
    rng,
    weights.map((weight, index) => [index + 1, weight] as const),
  );
}

export function sentimentOf(rating: number): Sentiment {
  if (rating <= 2) return 'negative';
  return rating === 3 ? 'mixed' : 'positive';
}

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Sales drive reviews: bestsellers get 4–8, a strain selling a handful of packs mostly none. A
 * product only days old has had no time for more than one.
 */
function reviewCount(rng: Rng, product: Product): number {
  const ageDays = (demoReferenceDate - Date.parse(product.createdAt)) / dayMs;
  if (ageDays < 2) return 0;
  if (product.attributes.badges.includes('bestseller')) return ageDays < 14 ? 1 : rng.int(4, MAX_REVIEWS_PER_PRODUCT);
  // 0 for the weakest sellers (popularity ~8) … 1 from a few thousand packs.
  const reach = Math.min(1, Math.max(0, Math.log10(product.popularity / 8) / 2.5));
  if (rng.chance(0.4 - 0.3 * reach)) return 0;
  const count = 1 + Math.floor(rng.next() ** (1.8 - reach) * (3 + 5 * reach));
  return ageDays < 14 ? 1 : Math.min(MAX_REVIEWS_PER_PRODUCT, count);
}

function factsFor(rng: Rng, product: Product, copy: ReviewCopy): ReviewFacts {
  const a = product.attributes;
  const flavourId = a.flavours.length > 0 ? rng.pick(a.flavours) : 'earth';
  const effectId = a.effects.length > 0 ? rng.pick(a.effects) : 'relaxing';
  return {
    name: product.name,
    flavour: copy.flavour(flavourId, flavourLabels[flavourId][copy.locale]),
    effect: effectLabels[effectId][copy.locale].toLowerCase(),
    weeks: Math.max(1, Math.round(a.floweringDays.max / 7)),
    autoflowering: a.seedType === 'autoflowering',
  };
}

/** Deterministic UUIDs (version 4 layout) numbered across the whole run. */
function reviewId(serial: number): string {
  return `de30a000-0000-4000-8000-${serial.toString(16).padStart(12, '0')}`;
}

/** One review per customer and product: a name already used on this product moves on to the next free one. */
function freshName(picked: string, names: readonly string[], taken: Set<string>): string {
  const start = names.indexOf(picked);
  for (let step = 0; step < names.length; step += 1) {
    const name = names[(start + step) % names.length];
    if (name !== undefined && !taken.has(name)) return name;
  }
  return picked;
}

function generateReview(
  rng: Rng,
  product: Product,
  weights: readonly number[],
  serial: number,
  takenNames: Set<string>,
): DemoReview {
  const language = weighted(rng, languageWeights);
  const copy = copies[language];
  const rating = starsFrom(rng, weights);
  const sentiment = sentimentOf(rating);
  const facts = factsFor(rng, product, copy);
  const sentences = rng.sample(copy.sentences[sentiment], rng.int(1, 3));
  // `sample` keeps list order; rotate so the review does not always open with the first sentence.
  const start = rng.int(0, sentences.length - 1);
  const ordered = [...sentences.slice(start), ...sentences.slice(0, start)];
  const createdMs = Date.parse(product.createdAt);
  // Whole seconds strictly between the product's creation and the reference date.
  const spanSeconds = Math.floor((demoReferenceDate - createdMs) / 1000) - 2;
  const at = createdMs + (1 + rng.int(0, Math.max(0, spanSeconds))) * 1000;
  const voted = rng.chance(0.55);
  const name = freshName(rng.pick(copy.names), copy.names, takenNames);
  takenNames.add(name);
  return {
    id: reviewId(serial),
    productId: product.id,
    name,
    rating,
    advantages: sentiment !== 'negative' && rng.chance(0.55) ? rng.pick(copy.advantages)(facts) : null,
    disadvantages: sentiment !== 'positive' || rng.chance(0.3) ? rng.pick(copy.disadvantages[sentiment])(facts) : null,
    generalImpressions: rng.chance(0.35) ? rng.pick(copy.impressions[sentiment])(facts) : null,
    text: ordered.map((line) => line(facts)).join(' '),
    language,
    helpfulYes: voted ? Math.floor(rng.next() ** 2 * 25) : 0,
    helpfulNo: voted ? Math.floor(rng.next() ** 3 * 6) : 0,
    createdAt: new Date(at).toISOString(),
  };
}

/** The published demo reviews of `products`, product by product, each product's oldest first. */
export function generateDemoReviews(products: readonly Product[], { seed = 42 }: { seed?: number } = {}): DemoReview[] {
  const rng = createRng((seed ^ 0x2e7_1e35) >>> 0);
  const reviews: DemoReview[] = [];
  for (const product of products) {
    const count = reviewCount(rng, product);
    const weights = weighted<readonly number[]>(rng, [
      [ratingWeights.loved, 40],
      [ratingWeights.liked, 45],
      [ratingWeights.divisive, 15],
    ]);
    const own: DemoReview[] = [];
    const takenNames = new Set<string>();
    for (let index = 0; index < count; index += 1)
      own.push(generateReview(rng, product, weights, reviews.length + index + 1, takenNames));
    own.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    reviews.push(...own);
  }
  return reviews;
}
