import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiResult } from './comparison-api';
import type { Comparison } from './comparison-model';

const calls: string[] = [];
const pending: Array<() => void> = [];

function comparisonOf(ids: readonly string[]): Comparison {
  return { products: ids.map((id) => ({ id }) as Comparison['products'][number]), maxProducts: 6 };
}

vi.mock('./comparison-api', () => ({
  createComparisonApi: () => ({
    add: (productId: string) =>
      new Promise<ApiResult<Comparison>>((resolve) => {
        calls.push(`add ${productId}`);
        pending.push(() => resolve({ ok: true, status: 200, value: comparisonOf(calls.map((call) => call.slice(4))) }));
      }),
  }),
}));

const { comparisonActions, resetComparisonStore } = await import('./comparison-store');
const messages = { network: 'offline', unexpected: 'odd' };

afterEach(() => {
  calls.length = 0;
  pending.length = 0;
  resetComparisonStore();
});

/** Lets the store's pending work (loading the API module, chained writes) run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('comparison writes', () => {
  it('go out one after the other, so a guest’s second write carries the lists the first created', async () => {
    const first = comparisonActions.add(messages, 'prod-1');
    const second = comparisonActions.add(messages, 'prod-2');
    await vi.waitFor(() => expect(calls).toEqual(['add prod-1']));
    await settle();
    expect(calls).toEqual(['add prod-1']);
    pending.shift()?.();
    await first;
    await vi.waitFor(() => expect(calls).toEqual(['add prod-1', 'add prod-2']));
    pending.shift()?.();
    const answer = await second;
    expect(answer.ok && answer.value.products.map((product) => product.id)).toEqual(['prod-1', 'prod-2']);
  });
});
