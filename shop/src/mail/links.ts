import { localeDefinitions, type Locale } from '@seedshop/locales';

/** Storefront pages that take a mail token. */
export type TokenPage =
  | 'confirm-email'
  | 'reset-password'
  | 'email-change-confirm'
  | 'delete-customer'
  | 'restore-customer'
  | 'newsletter/confirm'
  | 'newsletter/unsubscribe';

/** `https://shop.example/de/confirm-email?token=…` — English has no prefix. */
export function storefrontLink(publicUrl: string, locale: Locale, page: TokenPage, token: string): string {
  const origin = publicUrl.replace(/\/+$/u, '');
  return `${origin}${localeDefinitions[locale].prefix}/${page}?token=${encodeURIComponent(token)}`;
}

/** Storefront pages a mail links to without a token. */
export type PlainPage = 'forgot-password';

/** `https://shop.example/de/forgot-password` — English has no prefix. */
export function storefrontPage(publicUrl: string, locale: Locale, page: PlainPage): string {
  const origin = publicUrl.replace(/\/+$/u, '');
  return `${origin}${localeDefinitions[locale].prefix}/${page}`;
}

/** Where the storefront serves the shop API (`web/src/app/api/shop/[...path]`), for links that go to the API itself. */
export const STOREFRONT_API_PATH = '/api/shop';

/**
 * The newsletter's one-click unsubscribe URL for the `List-Unsubscribe` header (RFC 8058): mail
 * programs POST `List-Unsubscribe=One-Click` to it, so it leads to the API, not to a page.
 */
export function oneClickUnsubscribeLink(publicUrl: string, token: string): string {
  const origin = publicUrl.replace(/\/+$/u, '');
  return `${origin}${STOREFRONT_API_PATH}/newsletter/unsubscribe/one-click?token=${encodeURIComponent(token)}`;
}
