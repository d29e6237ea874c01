import { createHash } from 'node:crypto';

/** Hex sha1 of a string or bytes. */
export function sha1(input: string | Uint8Array): string {
  return createHash('sha1').update(input).digest('hex');
}

/**
 * A deterministic array-member `_key`: the first 12 hex digits of the sha1 of the parts (document
 * id, field path, index…). Same input, same key — so rebuilding the dataset gives identical bytes.
 */
export function stableKey(...parts: readonly (string | number)[]): string {
  return sha1(parts.join('\u0000')).slice(0, 12);
}
