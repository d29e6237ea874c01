'use client';

import type { Locale } from '@seedshop/locales';
import { Link } from '@/routing/link';
import { useIntl } from '@/i18n/client-intl';
import { callShop } from '@/shop-client/browser-api';
import { productCardData } from '../product-card-data';
import { ClientProductCard } from '../product-card-islands';
import { SIMILAR_LIMIT } from '../similar-limit';
import { useProductsWhenNear } from '../use-products-when-near';

interface SimilarProductsListProps {
  readonly locale: Locale;
  readonly productId: string;
  /** "Similar strains", formatted by the server. */
  readonly heading: string;
  /** Without JavaScript the list cannot load: a link to the product's category stands in for it. */
  readonly browse: { readonly href: string; readonly label: string };
}

/**
 * Up to eight products like this one, as cards. They are below the fold and not what the page is
 * about, so they are asked for when the section comes near the viewport (not with the page): the
 * product page's HTML stays without eight cards' markup, and the browser hydrates no card at load.
 * The shop's answer is read fresh (no HTTP cache), so the cards show today's prices. Nothing found,
 * or no answer: the section goes away.
 */
export function SimilarProductsList({ locale, productId, heading, browse }: SimilarProductsListProps) {
  const intl = useIntl();
  const { state, ref: sectionRef } = useProductsWhenNear<HTMLElement>(async () => {
    const answer = await callShop(
      `catalogue/products/${encodeURIComponent(productId)}/similar?limit=${SIMILAR_LIMIT}`,
      { networkMessage: '' },
    );
    return answer.ok ? (await import('./similar-answer')).readSimilarAnswer(answer.data) : null;
  });

  if (state.kind === 'none') return null;
  return (
    <section
      ref={sectionRef}
      aria-labelledby="similar-products"
      aria-busy={state.kind === 'waiting'}
      className="flex flex-col gap-4"
    >
      <h2 id="similar-products" className="text-2xl font-semibold text-ink-900">
        {heading}
      </h2>
      {state.kind === 'shown' ? (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {state.items.map((item) => (
            <li key={item.id} className="kit-grid-item">
              <ClientProductCard card={productCardData(locale, intl, item, { eager: false, priority: false })} />
            </li>
          ))}
        </ul>
      ) : (
        // Room for a row of cards while they load (the section is the page's last: nothing below it
        // but the footer moves when they arrive).
        <p className="min-h-96">
          <Link href={browse.href} className="hidden font-medium text-brand-700 underline noscript:inline">
            {browse.label}
          </Link>
        </p>
      )}
    </section>
  );
}
