import type { Locale } from '@seedshop/locales';
import { localizePath } from './locale-path';

/**
 * The storefront pages the shop links to itself (from mails), keyed by the storefront's route id.
 * The storefront's route registry takes these patterns from here, so each path is written once.
 */
export const shopLinkedPages = {
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  confirmEmail: '/confirm-email',
  emailChangeConfirm: '/email-change-confirm',
  deleteCustomer: '/delete-customer',
  restoreCustomer: '/restore-customer',
  /** The newsletter's double opt-in link (confirms on a button press, not on opening). */
  newsletterConfirm: '/newsletter/confirm',
  /** The unsubscribe link of newsletter mail (unsubscribes on a button press, not on opening). */
  newsletterUnsubscribe: '/newsletter/unsubscribe',
  /** A guest's product alert (back in stock, price drop): the double opt-in link (confirms on a button press). */
  productAlertConfirm: '/product-alerts/confirm',
  /** The unsubscribe link of product-alert mail: ends the address's open alerts (on a button press). */
  productAlertUnsubscribe: '/product-alerts/unsubscribe',
  /** A placed order for whoever holds its signed link (`?number=…&access=…`): the guest's view. */
  orderView: '/order',
  /** The customer's orders (`/account/orders`; one order: `/account/orders/{number}`). */
  accountOrders: '/account/orders',
} as const;

export type ShopLinkedPage = keyof typeof shopLinkedPages;

/** `pagePath('de', 'confirmEmail')` → `/de/confirm-email`. */
export function pagePath(locale: Locale, page: ShopLinkedPage): string {
  return localizePath(locale, shopLinkedPages[page]);
}

/**
 * An absolute link to a page for a mail: `pageUrl('https://shop.example/', 'de', 'confirmEmail',
 * {token})` → `https://shop.example/de/confirm-email?token=…`.
 */
export function pageUrl(
  origin: string,
  locale: Locale,
  page: ShopLinkedPage,
  query?: Readonly<Record<string, string>>,
): string {
  const pairs = Object.entries(query ?? {}).map(([key, value]) => `${key}=${encodeURIComponent(value)}`);
  const search = pairs.length === 0 ? '' : `?${pairs.join('&')}`;
  return `${origin.replace(/\/+$/u, '')}${pagePath(locale, page)}${search}`;
}
