import { shopApiPath } from '@seedshop/urls';

/**
 * The one-click unsubscribe URL of product-alert mail for the `List-Unsubscribe` header (RFC 8058):
 * mail programs POST `List-Unsubscribe=One-Click` to it, so it leads to the API, not to a page.
 */
export function productAlertOneClickLink(publicUrl: string, token: string): string {
  const origin = publicUrl.replace(/\/+$/u, '');
  return `${origin}${shopApiPath('subscriptions/unsubscribe/one-click')}?token=${encodeURIComponent(token)}`;
}
