'use client';

import type {
  comparisonListRequest,
  ComparisonListDetailWire,
  ComparisonListPageWire,
  ComparisonListSummaryWire,
  ComparisonWire,
} from '@seedshop/shop/contract';
import { comparisonProductReader } from '@/catalogue/catalogue-readers';
import { callShop, type ShopResult } from '@/shop-client/browser-api';
import type { WireBody } from '@/shop-client/wire-body';
import { array, instant, integer, object, readWire, string, uuid, type Shape } from '@/shop-client/wire-reader';
import {
  comparisonFromWire,
  comparisonListDetailFromWire,
  comparisonListPageFromWire,
  comparisonListSummaryFromWire,
} from './comparison-model';

/**
 * The browser's comparison calls. Each answer is checked against the contract and mapped; a
 * failure carries the shop's translated message (and field errors for a form).
 */
export type ApiResult<T> =
  | { readonly ok: true; readonly value: T; readonly status: number }
  | {
      readonly ok: false;
      readonly status: number;
      readonly message: string;
      readonly fieldErrors: Readonly<Record<string, readonly string[]>>;
    };

export interface ApiMessages {
  readonly network: string;
  readonly unexpected: string;
}

function read<T>(result: ShopResult, parse: (data: unknown) => T | null, messages: ApiMessages): ApiResult<T> {
  if (!result.ok) {
    return { ok: false, status: result.status, message: result.message, fieldErrors: result.fieldErrors };
  }
  const value = parse(result.data);
  if (value === null) return { ok: false, status: result.status, message: messages.unexpected, fieldErrors: {} };
  return { ok: true, value, status: result.status };
}

/** The contract's comparison answers, read without Zod: the comparison runs in the browser. */
export const comparisonReader = object<ComparisonWire>({
  items: array(comparisonProductReader),
  total: integer,
  max_products: integer,
});

const listSummaryShape: Shape<ComparisonListSummaryWire> = {
  id: uuid,
  name: string,
  share_token: string,
  products: array(object({ id: string, name: string, image_url: string })),
  created_at: instant,
  updated_at: instant,
};

export const listSummaryReader = object<ComparisonListSummaryWire>(listSummaryShape);

export const listDetailReader = object<ComparisonListDetailWire>({
  ...listSummaryShape,
  items: array(comparisonProductReader),
});

export const listPageReader = object<ComparisonListPageWire>({
  items: array(listSummaryReader),
  page: integer,
  page_count: integer,
  page_size: integer,
  total: integer,
  max_lists: integer,
});

const parseComparison = (data: unknown) => readWire(comparisonReader, data, comparisonFromWire);
const parseDetail = (data: unknown) => readWire(listDetailReader, data, comparisonListDetailFromWire);
const parseSummary = (data: unknown) => readWire(listSummaryReader, data, comparisonListSummaryFromWire);
const parsePage = (data: unknown) => readWire(listPageReader, data, comparisonListPageFromWire);

export function createComparisonApi(messages: ApiMessages) {
  const shop = (path: string, method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', json?: unknown) =>
    callShop(path, { method, networkMessage: messages.network, ...(json === undefined ? {} : { json }) });
  const product = (id: string) => `lists/comparison/${encodeURIComponent(id)}`;
  const list = (id: string) => `account/comparison-lists/${encodeURIComponent(id)}`;
  return {
    get: async () => read(await shop('lists/comparison', 'GET'), parseComparison, messages),
    add: async (productId: string) => read(await shop(product(productId), 'PUT'), parseComparison, messages),
    remove: async (productId: string) => read(await shop(product(productId), 'DELETE'), parseComparison, messages),
    clear: async () => read(await shop('lists/comparison', 'DELETE'), parseComparison, messages),
    save: async (name: string) =>
      read(
        await shop('account/comparison-lists', 'POST', { name } satisfies WireBody<typeof comparisonListRequest>),
        parseDetail,
        messages,
      ),
    lists: async (page: number) =>
      read(await shop(`account/comparison-lists?page=${page}`, 'GET'), parsePage, messages),
    rename: async (id: string, name: string) =>
      read(
        await shop(list(id), 'PATCH', { name } satisfies WireBody<typeof comparisonListRequest>),
        parseSummary,
        messages,
      ),
    deleteList: async (id: string) => read(await shop(list(id), 'DELETE'), () => true, messages),
    open: async (id: string) => read(await shop(`${list(id)}/open`, 'POST'), parseComparison, messages),
  };
}

export type ComparisonApi = ReturnType<typeof createComparisonApi>;
