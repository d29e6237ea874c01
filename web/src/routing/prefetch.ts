import type { NextRequest } from 'next/server';

/** Whether a request is a background prefetch (Next's router or the browser), not a visit. */
export function isPrefetch(request: NextRequest): boolean {
  const purpose = request.headers.get('sec-purpose') ?? request.headers.get('purpose') ?? '';
  return request.headers.has('next-router-prefetch') || purpose.includes('prefetch');
}
