import 'server-only';
import type { Locale } from '@seedshop/locales';
import { sharedComparisonList } from '@seedshop/shop/contract';
import { found, missing, type Lookup } from '@/routing/lookup';
import { serverShopClient } from '@/shop-client/server-client.server';
import { parseAnswer } from '@/shop-client/shop-answer';
import { sharedComparisonListFromWire, type SharedComparisonList } from './comparison-model';

/** A shared comparison list by its token; an unknown (or deleted) list is missing. */
export async function readSharedComparisonList(locale: Locale, token: string): Promise<Lookup<SharedComparisonList>> {
  const client = await serverShopClient(locale);
  const response = await client.get(`shared/comparison-lists/${encodeURIComponent(token)}`);
  if (response.status === 404) return missing;
  return found(
    sharedComparisonListFromWire(
      await parseAnswer('GET /shared/comparison-lists/{token}', response, sharedComparisonList),
    ),
  );
}
