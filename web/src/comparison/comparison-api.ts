'use client';

import {
  comparison as comparisonSchema,
  comparisonListDetail,
  comparisonListPage,
  comparisonListSummary,
  type comparisonListRequest,
} from '@seedshop/shop/contract';
import { callShop, type ShopResult } from '@/shop-client/browser-api';
import type { WireBody } from '@/shop-client/wire-body';
import {
  comparisonFromWire,
  comparisonListDetailFromWire,
  comparisonListPageFromWire,
  comparisonListSummaryFromWire,
  type Comparison,
  type ComparisonListDetail,
  type ComparisonListPage,
  type ComparisonListSummary,
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

const parseComparison = (data: unknown): Comparison | null => {
  const parsed = comparisonSchema.safeParse(data);
  return parsed.success ? comparisonFromWire(parsed.data) : null;
};

const parseDetail = (data: unknown): ComparisonListDetail | null => {
  const parsed = comparisonListDetail.safeParse(data);
  return parsed.success ? comparisonListDetailFromWire(parsed.data) : null;
};

const parseSummary = (data: unknown): ComparisonListSummary | null => {
  const parsed = comparisonListSummary.safeParse(data);
  return parsed.success ? comparisonListSummaryFromWire(parsed.data) : null;
};

const parsePage = (data: unknown): ComparisonListPage | null => {
  const parsed = comparisonListPage.safeParse(data);
  return parsed.success ? comparisonListPageFromWire(parsed.data) : null;
};

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
