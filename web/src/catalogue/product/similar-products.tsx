import type { Locale } from '@seedshop/locales';
import { getIntl } from '@/i18n/server';
import { serverCatalogueApi } from '../catalogue-api.server';
import { ListingProductCard } from '../listing-product-card';

const grid = 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4';

function Heading({ locale }: { readonly locale: Locale }) {
  return (
    <h2 id="similar-products" className="text-2xl font-semibold text-ink-900">
      {getIntl(locale).formatMessage({ id: 'product.similar.heading' })}
    </h2>
  );
}

/** Similar products are not essential to the page: a failure shows none. */
async function similarProducts(locale: Locale, productId: string) {
  try {
    return await (await serverCatalogueApi(locale)).similar(productId);
  } catch (error) {
    console.warn('[product] similar products unavailable', error);
    return [];
  }
}

/** Up to eight products like this one, as cards linking to their canonical pages. */
export async function SimilarProducts({ locale, productId }: { readonly locale: Locale; readonly productId: string }) {
  const intl = getIntl(locale);
  const items = await similarProducts(locale, productId);
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="similar-products" className="flex flex-col gap-4">
      <Heading locale={locale} />
      <ul className={grid}>
        {items.map((item) => (
          <li key={item.id} className="flex">
            <ListingProductCard locale={locale} intl={intl} product={item} eager={false} priority={false} />
          </li>
        ))}
      </ul>
    </section>
  );
}
