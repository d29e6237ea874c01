import { describe, expect, it } from 'vitest';
import { readQuote } from './checkout-model';
import { IdempotencyKeys, reviewOf } from './idempotency';
import { wireQuote, wireQuoteLine } from './testing/quote-fixtures';

function quoteOf(wire: ReturnType<typeof wireQuote>) {
  const quote = readQuote(wire);
  if (quote === null) throw new Error('fixture breaks the contract');
  return quote;
}

function counter() {
  let next = 0;
  return () => `key-${++next}`;
}

describe('IdempotencyKeys', () => {
  it('gives every attempt at the same review the same key', () => {
    const keys = new IdempotencyKeys(counter());
    const review = reviewOf(quoteOf(wireQuote()));
    expect(keys.keyFor(review)).toBe('key-1');
    expect(keys.keyFor(reviewOf(quoteOf(wireQuote())))).toBe('key-1');
  });

  it('gives a changed review (price, quantity, total) a new key, and a renewed one too', () => {
    const keys = new IdempotencyKeys(counter());
    expect(keys.keyFor(reviewOf(quoteOf(wireQuote())))).toBe('key-1');
    const repriced = wireQuote({ lines: [wireQuoteLine({ unit_gross_cents: 3100, gross_cents: 6200 })] });
    expect(keys.keyFor(reviewOf(quoteOf(repriced)))).toBe('key-2');
    keys.renew();
    expect(keys.keyFor(reviewOf(quoteOf(repriced)))).toBe('key-3');
  });

  it('makes UUIDs by default', () => {
    expect(new IdempotencyKeys().keyFor({ totalCents: 0, lines: [] })).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('leaves gifts out of the review the shopper confirms', () => {
    const quote = quoteOf(
      wireQuote({
        lines: [
          wireQuoteLine(),
          wireQuoteLine({ variant_id: 'v-gift', gift: true, unit_gross_cents: 0, gross_cents: 0 }),
        ],
      }),
    );
    expect(reviewOf(quote)).toEqual({
      totalCents: 7048,
      lines: [{ variantId: 'v-lemon-haze-5', quantity: 2, unitPriceCents: 3025 }],
    });
  });
});
