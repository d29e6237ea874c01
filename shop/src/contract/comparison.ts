import { z } from 'zod';
import { productDetail } from './catalogue';
import { MAX_COMPARISON_LIST_NAME } from '../lists/list-limits';
import { text, timestamp } from './common';
import { listPageFields } from './lists';

/**
 * The product comparison and the saved comparison lists. A comparison holds at most
 * `max_products` products side by side, in the order they were added; a customer saves one under a
 * name (unique per customer, case-insensitively), reopens it and shares it read-only by its token.
 */

/**
 * A product as the comparison shows it: everything the product page's data sheet shows — the
 * product summary, every attribute, the rating and each pack with its price and price per seed
 * (promotion prices included) — without the page's description, gallery and categories.
 */
export const comparisonProduct = productDetail.omit({
  description: true,
  images: true,
  categories: true,
  created_at: true,
});
export type ComparisonProduct = z.infer<typeof comparisonProduct>;

/** `GET /lists/comparison` and every write of it: the whole current comparison (never more than one page). */
export const comparison = z.object({
  items: z.array(comparisonProduct),
  total: z.number().int(),
  max_products: z.number().int(),
});
export type ComparisonWire = z.infer<typeof comparison>;

/** A comparison list's name: trimmed text without control characters. */
export const comparisonListName = text(MAX_COMPARISON_LIST_NAME);

/** `POST /account/comparison-lists` (saves the current comparison) and `PATCH …/{id}` (renames). */
export const comparisonListRequest = z.object({ name: comparisonListName });

/** One product of a saved list as the overview shows it: a thumbnail with a name. */
export const comparisonListProduct = z.object({
  id: z.string(),
  name: z.string(),
  image_url: z.string(),
});

export const comparisonListSummary = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The secret of the read-only link (`GET /shared/comparison-lists/{share_token}`). */
  share_token: z.string(),
  /** The list's products still in the catalogue, in column order. */
  products: z.array(comparisonListProduct),
  created_at: timestamp,
  updated_at: timestamp,
});
export type ComparisonListSummaryWire = z.infer<typeof comparisonListSummary>;

/** `GET /account/comparison-lists`: one page, most recently changed first. */
export const comparisonListPage = z.object({
  items: z.array(comparisonListSummary),
  ...listPageFields,
  max_lists: z.number().int(),
});
export type ComparisonListPageWire = z.infer<typeof comparisonListPage>;

/** One saved list with its products in full (the owner's view). */
export const comparisonListDetail = comparisonListSummary.extend({ items: z.array(comparisonProduct) });
export type ComparisonListDetailWire = z.infer<typeof comparisonListDetail>;

/** `GET /shared/comparison-lists/{token}`: what anybody with the link sees — the name and the products. */
export const sharedComparisonList = z.object({
  name: z.string(),
  items: z.array(comparisonProduct),
  updated_at: timestamp,
});
export type SharedComparisonListWire = z.infer<typeof sharedComparisonList>;
