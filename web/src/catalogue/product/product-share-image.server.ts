import 'server-only';
import type { Locale } from '@seedshop/locales';
import { shopApiMountPath } from '@seedshop/urls';
import { publicShopClient } from '@/shop-client/server-client.server';
import { shareImageResponse } from '@/seo/share-image';
import { publicCatalogueApi } from '../catalogue-api.server';

const shopPrefix = `${shopApiMountPath}/`;

/** The PNG a shared product link shows: the product's first picture, its name and seed bank. */
export async function productShareImage(locale: Locale, slug: string): Promise<Response | null> {
  const lookup = await publicCatalogueApi(locale).product(slug);
  if (lookup.kind !== 'found') return null;
  const product = lookup.value;
  const image = product.images[0];
  let svg: string | null = null;
  if (image?.url.startsWith(shopPrefix) === true) {
    const response = await publicShopClient(locale).get(image.url.slice(shopPrefix.length), { throwHttpErrors: false });
    if (response.ok) svg = await response.text();
  }
  return shareImageResponse({ title: product.name, subtitle: product.seedBank.name, svg });
}
