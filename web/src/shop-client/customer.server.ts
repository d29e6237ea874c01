import 'server-only';
import type { Locale } from '@seedshop/locales';
import { customer as customerSchema, type Customer } from '@seedshop/shop/contract';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { safeReturnTo } from '@/routing/local-path';
import { pathTo } from '@/routing/paths';
import { requestPath } from '@/routing/request-path';
import { serverShopClient } from './server-client.server';

/** The signed-in customer as pages see it (camelCase). */
export interface CurrentCustomer {
  readonly id: string;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly phone: string | null;
  readonly instagram: string | null;
  readonly language: Locale;
  readonly newsletter: boolean;
  readonly productNotifications: boolean;
  readonly emailConfirmed: boolean;
}

function fromWire(wire: Customer): CurrentCustomer {
  return {
    id: wire.id,
    email: wire.email,
    firstName: wire.first_name,
    lastName: wire.last_name,
    phone: wire.phone,
    instagram: wire.instagram,
    language: wire.language,
    newsletter: wire.newsletter,
    productNotifications: wire.product_notifications,
    emailConfirmed: wire.email_confirmed,
  };
}

/**
 * Spec §2 navigation step 2: the customer profile, loaded once per request when a token exists
 * (React `cache` de-duplicates the call across layout, header and page).
 */
export const getCurrentCustomer = cache(async (): Promise<CurrentCustomer | null> => {
  const { locale } = await requestPath();
  const client = await serverShopClient(locale);
  const response = await client.get('customer/account').catch(() => null);
  if (!response?.ok) return null;
  const parsed = customerSchema.safeParse(await response.json().catch(() => null));
  return parsed.success ? fromWire(parsed.data) : null;
});

/** The account guard: nobody signed in → `/login?return_to=…`, and back after signing in. */
export async function requireCustomer(locale: Locale, returnTo: string): Promise<CurrentCustomer> {
  const current = await getCurrentCustomer();
  if (current) return current;
  const query = new URLSearchParams();
  const back = safeReturnTo(returnTo, '');
  if (back) query.set('return_to', back);
  redirect(`${pathTo(locale, 'login')}${query.size > 0 ? `?${query.toString()}` : ''}`);
}
