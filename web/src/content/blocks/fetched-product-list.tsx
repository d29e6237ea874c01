'use client';

import type { Locale } from '@seedshop/locales';
import { productCardData } from '@/catalogue/product-card-data';
import { ClientProductCard } from '@/catalogue/product-card-islands';
import { useProductsWhenNear } from '@/catalogue/use-products-when-near';
import { useIntl } from '@/i18n/client-intl';
import { callShop } from '@/shop-client/browser-api';

interface FetchedProductListProps {
  readonly locale: Locale;
  /** The products' shop ids, in the order to show them (at most one listing page's worth). */
  readonly ids: readonly string[];
  /** The list's heading, formatted by the server. */
  readonly heading: string;
  /** The VAT note under the cards, formatted by the server. */
  readonly taxNote: string;
  readonly className?: string;
}

/**
 * A titled grid of product cards far down a long page, whose products the page carries only as
 * ids: the cards are asked of the shop when the list comes near the viewport, so neither their
 * markup nor their data is in the page. Until then the grid holds an empty, card-high place per
 * product. No answer or none of the products left: the whole list goes away.
 */
export function FetchedProductList({ locale, ids, heading, taxNote, className }: FetchedProductListProps) {
  const intl = useIntl();
  const { state, ref: listRef } = useProductsWhenNear<HTMLDivElement>(async () => {
    const query = new URLSearchParams({ ids: ids.join(','), per_page: String(ids.length) });
    const answer = await callShop(`catalogue/products?${query.toString()}`, { networkMessage: '' });
    return answer.ok ? (await import('./products-answer')).readProductsById(answer.data, ids) : null;
  });

  if (state.kind === 'none') return null;
  return (
    <div ref={listRef} className={className} aria-busy={state.kind === 'waiting'}>
      <h3>{heading}</h3>
      <ul className="kit-grid">
        {state.kind === 'shown'
          ? state.items.map((item) => (
              <li key={item.id} className="kit-grid-item">
                <ClientProductCard card={productCardData(locale, intl, item, { eager: false, priority: false })} />
              </li>
            ))
          : ids.map((id) => <li key={id} aria-hidden="true" className="kit-grid-item" />)}
      </ul>
      <p className="mt-4 text-sm text-ink-600">{taxNote}</p>
    </div>
  );
}
