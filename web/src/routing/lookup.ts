/**
 * What looking something up by its address found — the one shape every resolver and data function
 * answers with:
 * - `found`: here it is;
 * - `moved`: it lives at another local path now (a permanent redirect);
 * - `missing`: nothing has this address (404 "Page not found: {path}");
 * - `invalid`: the address has a known shape but breaks its rule (404 "Page Not Found: {fullPath}").
 * Failures (the shop down, an answer the contract does not allow) are thrown, never a `missing`.
 */
export type Lookup<T> =
  | { readonly kind: 'found'; readonly value: T }
  | { readonly kind: 'moved'; readonly location: string }
  | { readonly kind: 'missing' }
  | { readonly kind: 'invalid' };

export const found = <T>(value: T): Lookup<T> => ({ kind: 'found', value });
export const missing = { kind: 'missing' } as const satisfies Lookup<never>;
export const moved = (location: string) => ({ kind: 'moved', location }) as const satisfies Lookup<never>;

/** The value when found; null for every other outcome (for callers to whom they all mean "none"). */
export function foundValue<T>(lookup: Lookup<T>): T | null {
  return lookup.kind === 'found' ? lookup.value : null;
}
