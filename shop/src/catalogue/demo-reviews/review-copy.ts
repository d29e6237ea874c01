/**
 * The shape of the demo review copy of one language. Every language writes its own sentences
 * (not translations of the English ones), so each reads like a grower of that language wrote it.
 */
import type { Locale } from '@seedshop/locales';
import type { FlavourId } from '../catalogue-model';

/** 1–2 stars complain, 3 stars weigh up, 4–5 stars praise. */
export type Sentiment = 'negative' | 'mixed' | 'positive';

/** What a review may mention about the product, already in the review's language. */
export interface ReviewFacts {
  readonly name: string;
  /** A flavour of the product, made ready for the sentences by `ReviewCopy.flavour`. */
  readonly flavour: string;
  /** An effect label, lower-case adjective. */
  readonly effect: string;
  /** Weeks of the longer end of the flowering time. */
  readonly weeks: number;
  readonly autoflowering: boolean;
}

type Line = (facts: ReviewFacts) => string;

export interface ReviewCopy {
  readonly locale: Locale;
  /** First names with a last-name initial, as review forms usually show them. */
  readonly names: readonly string[];
  /** Sentences of the review text; a review takes one to three of one sentiment. */
  readonly sentences: Readonly<Record<Sentiment, readonly Line[]>>;
  readonly advantages: readonly Line[];
  readonly disadvantages: Readonly<Record<Sentiment, readonly Line[]>>;
  readonly impressions: Readonly<Record<Sentiment, readonly Line[]>>;
  /** A flavour label (from demo-labels) as the sentences need it: case, article or inflection. */
  flavour(id: FlavourId, label: string): string;
}
