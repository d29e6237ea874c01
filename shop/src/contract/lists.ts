import { z } from 'zod';

/**
 * What the shopper's lists (favourites, comparison) share on the wire.
 *
 * A guest's lists hang on an opaque secret that travels in the `X-Lists-Id` request header (the
 * storefront's gateway reads it from its HttpOnly `lists` cookie, the way it does the cart's). An
 * answer that sets `X-Lists-Id` hands the gateway a new secret to store; an empty `X-Lists-Id` tells
 * it to drop the cookie (the guest's lists merged into a customer's, or the secret named nothing).
 */
export const LISTS_ID_HEADER = 'x-lists-id';

/** The paging fields of every list answer: pages count from 1, `page_count` is at least 1. */
export const listPageFields = {
  page: z.number().int(),
  page_count: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
};

/** The limits of the lists, for the storefront to show (the shop enforces them). */
export * from '../lists/list-limits';
