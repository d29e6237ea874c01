import 'server-only';
import { headers } from 'next/headers';
import { shopTarget } from './target.server';

/**
 * Asks the shop's dev mailbox on behalf of the visitor. The shop serves it to loopback clients
 * only, so the visitor's address (left in `X-Forwarded-For` by the storefront's front door) goes
 * along; without it the shop sees no client and refuses.
 */
export async function askDevMailbox(query: URLSearchParams): Promise<Response> {
  const request = new Headers();
  const client = (await headers()).get('x-forwarded-for');
  if (client) request.set('x-forwarded-for', client);
  return shopTarget()(new Request(`http://shop.internal/dev/mailbox?${query.toString()}`, { headers: request }));
}
