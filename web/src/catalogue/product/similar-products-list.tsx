'use client';

import type { Locale } from '@seedshop/locales';
import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { callShop } from '@/shop-client/browser-api';
import type { ProductSummary } from '../catalogue-types';
import { productCardData } from '../product-card-data';
import { ClientProductCard } from '../product-card-islands';
import { SIMILAR_LIMIT } from '../similar-limit';

/** How far below the viewport the list starts loading, so it is there when the shopper gets to it. */
const LOAD_AHEAD = '800px 0px';

type State =
  | { readonly kind: 'waiting' }
  | { readonly kind: 'shown'; readonly items: readonly ProductSummary[] }
  | { readonly kind: 'none' };

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
  const sectionRef = useRef<HTMLElement>(null);
  const [state, setState] = useState<State>({ kind: 'waiting' });

  useEffect(() => {
    const section = sectionRef.current;
    if (section === null) return undefined;
    let cancelled = false;
    const load = async () => {
      const answer = await callShop(
        `catalogue/products/${encodeURIComponent(productId)}/similar?limit=${SIMILAR_LIMIT}`,
        { networkMessage: '' },
      );
      const items = answer.ok ? (await import('./similar-answer')).readSimilarAnswer(answer.data) : [];
      if (!cancelled) setState(items.length > 0 ? { kind: 'shown', items } : { kind: 'none' });
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        load().catch(() => {
          if (!cancelled) setState({ kind: 'none' });
        });
      },
      { rootMargin: LOAD_AHEAD },
    );
    observer.observe(section);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [productId]);

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
            <li key={item.id} className="flex">
              <ClientProductCard card={productCardData(locale, intl, item, { eager: false, priority: false })} />
            </li>
          ))}
        </ul>
      ) : (
        // The cards' row keeps its room while they load (the reviews below do not jump).
        <p className="min-h-96">
          <Link href={browse.href} className="hidden font-medium text-brand-700 underline noscript:inline">
            {browse.label}
          </Link>
        </p>
      )}
    </section>
  );
}
