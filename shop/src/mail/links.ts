import type { Locale } from '@seedshop/locales';
import { pageUrl, shopApiPath, type ShopLinkedPage } from '@seedshop/urls';

/**
 * Links in the shop's mails. The pages and their paths are the storefront's, shared through
 * @seedshop/urls (the storefront's route registry uses the same patterns); the shop only adds the
 * public origin and the token.
 */

/** Storefront pages that take a mail token. */
export type TokenPage = Exclude<ShopLinkedPage, 'forgotPassword'>;

/** `https://shop.example/de/confirm-email?token=…` — English has no prefix. */
export function storefrontLink(publicUrl: string, locale: Locale, page: TokenPage, token: string): string {
  return pageUrl(publicUrl, locale, page, { token });
}

/** Storefront pages a mail links to without a token. */
export type PlainPage = 'forgotPassword';

/** `https://shop.example/de/forgot-password` — English has no prefix. */
export function storefrontPage(publicUrl: string, locale: Locale, page: PlainPage): string {
  return pageUrl(publicUrl, locale, page);
}

/**
 * The newsletter's one-click unsubscribe URL for the `List-Unsubscribe` header (RFC 8058): mail
 * programs POST `List-Unsubscribe=One-Click` to it, so it leads to the API, not to a page.
 */
export function oneClickUnsubscribeLink(publicUrl: string, token: string): string {
  const origin = publicUrl.replace(/\/+$/u, '');
  return `${origin}${shopApiPath('newsletter/unsubscribe/one-click')}?token=${encodeURIComponent(token)}`;
}
