import 'server-only';
import { cache } from 'react';

/**
 * Why the current request ended in `notFound()`. Next's not-found page receives no props, so the
 * page records the reason in this request-scoped store before calling `notFound()`:
 * - `unknown`: no route serves the path → "Page not found: {path}";
 * - `invalid`: a route matched but its validity check failed → "Page Not Found: {fullPath}".
 */
export type NotFoundReason = 'unknown' | 'invalid';

export const notFoundState = cache((): { reason: NotFoundReason } => ({ reason: 'unknown' }));
