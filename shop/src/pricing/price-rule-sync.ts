/**
 * Keeps the shop's copy of the pricing rules in step with the content source: on a publish
 * webhook, at start and every few minutes (a missed webhook, a window the content source changed
 * while the shop was down). Each sync reads the whole published set and replaces the stored one,
 * so order and repetition of triggers never matter. A content source that is down is logged and
 * tried again on the next trigger; it never stops the shop.
 */
import type { Database } from '../db/database';
import type { Clock } from '../ports';
import type { ContentQuery } from './content-query';
import { PRICE_RULES_QUERY, priceRulesFromDocuments } from './price-rule-documents';
import { replacePriceRules } from './price-rules-store';

export interface SyncOutcome {
  /** Rules stored after the sync. */
  readonly rules: number;
}

export interface PriceRuleSync {
  /**
   * Reads the content source and replaces the stored rules. A call while a sync runs waits for
   * one more sync after it (which sees whatever was published meanwhile); calls during that wait
   * share it. Rejects when the content source cannot be read; the stored rules stay as they were.
   */
  syncNow(): Promise<SyncOutcome>;
  /** Syncs now and then every `intervalMs`, logging failures; returns the function that stops it. */
  start(intervalMs: number): () => void;
  /**
   * Runs `listener` after every sync that stored rules (the price-drop alerts check prices then).
   * A listener that fails is logged; the sync still counts as done.
   */
  onSynced(listener: () => Promise<void>): void;
}

export interface PriceRuleSyncOptions {
  readonly db: Database;
  readonly clock: Clock;
  readonly query: ContentQuery;
  /** Where skipped documents and failed syncs are reported (default console.warn). */
  readonly log?: (message: string) => void;
}

export const DEFAULT_RESYNC_MINUTES = 5;

export function createPriceRuleSync(options: PriceRuleSyncOptions): PriceRuleSync {
  const log = options.log ?? ((message: string) => console.warn(message));
  let running: Promise<SyncOutcome> | null = null;
  let queued: Promise<SyncOutcome> | null = null;
  const listeners: Array<() => Promise<void>> = [];

  const run = async (): Promise<SyncOutcome> => {
    const result = await options.query(PRICE_RULES_QUERY);
    const rules = priceRulesFromDocuments(result, log);
    await replacePriceRules(options.db, rules, options.clock.now());
    for (const listener of listeners) {
      try {
        await listener();
      } catch (error) {
        log(`[pricing] after the sync: ${describe(error)}`);
      }
    }
    return { rules: rules.length };
  };

  const syncNow = (): Promise<SyncOutcome> => {
    if (running === null) {
      running = run().finally(() => {
        running = null;
      });
      return running;
    }
    queued ??= running
      .catch(() => undefined)
      .then(() => {
        queued = null;
        return syncNow();
      });
    return queued;
  };

  return {
    syncNow,
    onSynced(listener) {
      listeners.push(listener);
    },
    start(intervalMs) {
      let failing = false;
      const tick = async () => {
        try {
          await syncNow();
          if (failing) log('[pricing] price rules synced again');
          failing = false;
        } catch (error) {
          // One line per outage, not one per interval.
          if (!failing) log(`[pricing] price rules not synced, kept the last copy: ${describe(error)}`);
          failing = true;
        }
      };
      void tick();
      const timer = setInterval(() => void tick(), intervalMs);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? ` (${error.cause.message})` : '';
  return `${error.message}${cause}`;
}
