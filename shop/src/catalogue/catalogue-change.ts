/**
 * What a committed change did to the public catalogue: which products now read differently and
 * which aspects moved (stock, prices, ratings), so that listings filtered or sorted by them may
 * choose or order products differently. The storefront turns a change into cache purges; the shop
 * reports it after the transaction commits, once per change.
 */
export const catalogueAspects = ['stock', 'price', 'rating'] as const;
export type CatalogueAspect = (typeof catalogueAspects)[number];

export interface CatalogueChange {
  readonly productIds: readonly string[];
  readonly aspects: readonly CatalogueAspect[];
}

/** Told of every catalogue change; it must not throw (a failure is logged and ignored). */
export type CatalogueChangeListener = (change: CatalogueChange) => void;

/**
 * Reports a change to the listener, if any, after the commit: a listener's failure never turns a
 * committed change into an error answer.
 */
export function reportCatalogueChange(
  listener: CatalogueChangeListener | undefined,
  change: CatalogueChange,
  log: (message: string, error: unknown) => void = (message, error) => console.error(message, error),
): void {
  if (listener === undefined || change.productIds.length === 0) return;
  const productIds = [...new Set(change.productIds)];
  const aspects = [...new Set(change.aspects)];
  try {
    listener({ productIds, aspects });
  } catch (error) {
    log('[catalogue] a change could not be reported', error);
  }
}
