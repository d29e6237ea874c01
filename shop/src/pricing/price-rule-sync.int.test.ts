import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../db/create-database';
import { createFakeClock } from '../testing/fake-clock';
import { createTestDatabase } from '../testing/test-database';
import { createPriceRuleSync } from './price-rule-sync';
import { loadAllPriceRules, replacePriceRules } from './price-rules-store';

const published = {
  rules: [
    {
      _id: 'priceRule.winter',
      discountType: 'percent',
      percentOff: 20,
      scope: 'all',
      startsAt: '2026-11-30T23:00:00Z',
      endsAt: '2026-12-31T23:00:00Z',
    },
  ],
  promotions: [
    { _id: 'promotion.winter.en', language: 'en', title: 'Winter', badge: '−20 %', rule: 'priceRule.winter' },
  ],
};

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

describe('price rule sync', () => {
  it('starts while the content source is down, logs once, keeps the stored rules and syncs when it is back', async () => {
    await replacePriceRules(database.db, [], new Date());
    let down = true;
    const log = vi.fn();
    const sync = createPriceRuleSync({
      db: database.db,
      clock: createFakeClock(),
      log,
      query: async () => {
        if (down) throw new Error('content lake not reachable at https://localhost:3333 (ECONNREFUSED)');
        return published;
      },
    });
    const stop = sync.start(30);
    try {
      await vi.waitFor(() => expect(log).toHaveBeenCalled());
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(log).toHaveBeenCalledTimes(1);
      expect(log.mock.calls[0]?.[0]).toMatch(/not synced, kept the last copy: content lake not reachable/);
      expect(await loadAllPriceRules(database.db)).toEqual([]);
      down = false;
      await vi.waitFor(async () =>
        expect((await loadAllPriceRules(database.db)).map((rule) => rule.id)).toEqual(['priceRule.winter']),
      );
      expect(log).toHaveBeenLastCalledWith('[pricing] price rules synced again');
    } finally {
      stop();
    }
  });

  it('runs one sync at a time: calls during a sync share one more after it', async () => {
    let release: () => void = () => undefined;
    const query = vi.fn(
      () =>
        new Promise<unknown>((resolve) => {
          release = () => resolve(published);
        }),
    );
    const sync = createPriceRuleSync({ db: database.db, clock: createFakeClock(), query, log: () => undefined });
    const first = sync.syncNow();
    const second = sync.syncNow();
    const third = sync.syncNow();
    expect(second).toBe(third);
    expect(query).toHaveBeenCalledTimes(1);
    release();
    await first;
    await vi.waitFor(() => expect(query).toHaveBeenCalledTimes(2));
    release();
    expect(await second).toEqual({ rules: 1 });
    expect(query).toHaveBeenCalledTimes(2);
  });
});
