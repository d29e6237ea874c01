/**
 * A Web Worker that solves part of an ALTCHA challenge (altcha-lib's worker protocol). Several of
 * them search interleaved counter ranges at once, so the proof of work takes a fraction of the time
 * it takes on the page's own thread. Key derivation is Web Crypto's, as in the browser.
 */
import { deriveKey as pbkdf2 } from 'altcha-lib/algorithms/web/pbkdf2';
import { deriveKey as sha } from 'altcha-lib/algorithms/web/sha';
import type { DeriveKeyFunction } from 'altcha-lib';
import { handler } from 'altcha-lib/workers/shared';

const deriveKey: DeriveKeyFunction = (parameters, salt, password) =>
  parameters.algorithm.startsWith('PBKDF2/') ? pbkdf2(parameters, salt, password) : sha(parameters, salt, password);

handler({ deriveKey });
