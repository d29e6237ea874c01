import 'server-only';
import type { Locale } from '@seedshop/locales';
import { order as orderSchema, orderList as orderListSchema } from '@seedshop/shop/contract';
import { found, missing, type Lookup } from '@/routing/lookup';
import { serverShopClient } from '@/shop-client/server-client.server';
import { parseAnswer } from '@/shop-client/shop-answer';
import { orderFromWire, orderListFromWire, type Order, type OrderList } from './order-model';

/**
 * Statuses that mean "no such order for you": unknown, another customer's, a wrong signature, or
 * an address the shop's checks refuse (a malformed number or page). The page shows its 404.
 */
const notFoundStatuses = new Set([400, 404, 422]);

/** The signed-in customer's orders, newest first, one page of them. */
export async function readAccountOrders(locale: Locale, page: number): Promise<Lookup<OrderList>> {
  const client = await serverShopClient(locale);
  const response = await client.get('account/orders', { searchParams: { page } });
  if (notFoundStatuses.has(response.status)) return missing;
  return found(orderListFromWire(await parseAnswer('GET /account/orders', response, orderListSchema)));
}

/** One of the signed-in customer's orders; another customer's number is missing like an unknown one. */
export async function readAccountOrder(locale: Locale, number: string): Promise<Lookup<Order>> {
  const client = await serverShopClient(locale);
  const response = await client.get(`account/orders/${encodeURIComponent(number)}`);
  if (notFoundStatuses.has(response.status)) return missing;
  return found(orderFromWire(await parseAnswer('GET /account/orders/{number}', response, orderSchema)));
}

/** An order through its signed link (a guest's, or anyone holding the link from the mail). */
export async function readLinkedOrder(locale: Locale, number: string, access: string): Promise<Lookup<Order>> {
  const client = await serverShopClient(locale);
  const response = await client.get(`orders/${encodeURIComponent(number)}`, { searchParams: { access } });
  if (notFoundStatuses.has(response.status)) return missing;
  return found(orderFromWire(await parseAnswer('GET /orders/{number}', response, orderSchema)));
}
