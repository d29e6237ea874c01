import { localeDefinitions, type Locale } from '@seedshop/locales';

/** Storefront pages that take a mail token (spec §2, "Auth and account lifecycle"). */
export type TokenPage =
  | 'confirm-email'
  | 'reset-password'
  | 'email-change-confirm'
  | 'delete-customer'
  | 'restore-customer'
  | 'newsletter/confirm';

/** `https://shop.example/de/confirm-email?token=…` — English has no prefix. */
export function storefrontLink(publicUrl: string, locale: Locale, page: TokenPage, token: string): string {
  const origin = publicUrl.replace(/\/+$/u, '');
  return `${origin}${localeDefinitions[locale].prefix}/${page}?token=${encodeURIComponent(token)}`;
}
