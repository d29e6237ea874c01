import type { Quote } from './checkout-model';

/** What the shopper confirms: the lines at their prices and the total the review showed. */
export interface ReviewState {
  readonly totalCents: number;
  readonly lines: readonly { readonly variantId: string; readonly quantity: number; readonly unitPriceCents: number }[];
}

/** The review a quote shows; gifts are the shop's to add and are not part of it. */
export function reviewOf(quote: Quote): ReviewState {
  return {
    totalCents: quote.totalCents,
    lines: quote.lines
      .filter((line) => !line.gift)
      .map((line) => ({ variantId: line.variantId, quantity: line.quantity, unitPriceCents: line.unitGrossCents })),
  };
}

function fingerprint(review: ReviewState): string {
  return JSON.stringify([review.totalCents, review.lines.map((l) => [l.variantId, l.quantity, l.unitPriceCents])]);
}

/**
 * One idempotency key per review: every attempt to place the order the shopper is looking at (a
 * double click, a retry after a lost answer) sends the same key, so the shop places it at most once.
 * A different review — new prices after a conflict, another destination — gets a new key.
 */
export class IdempotencyKeys {
  private current: { readonly fingerprint: string; readonly key: string } | null = null;

  constructor(private readonly newKey: () => string = () => crypto.randomUUID()) {}

  keyFor(review: ReviewState): string {
    const print = fingerprint(review);
    if (this.current === null || this.current.fingerprint !== print) {
      this.current = { fingerprint: print, key: this.newKey() };
    }
    return this.current.key;
  }

  /** The review was refused as changed: the next confirmation is a new order attempt. */
  renew(): void {
    this.current = null;
  }
}
