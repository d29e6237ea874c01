'use client';

import { useState } from 'react';
import type { ProductCardData } from '@/catalogue/client-product-card';
import { ClientProductCard } from '@/catalogue/product-card-islands';
import { useWhenNear } from '@/ui/in-view/use-when-near';

interface LaterProductCardsProps {
  /** The cards, as the server made them (their data rides in the page; their markup does not). */
  readonly cards: readonly ProductCardData[];
  /** The list item's classes (the row's card width). */
  readonly itemClassName: string;
}

/**
 * The cards of a row beyond those its first screen shows (a carousel shows four at a time): the
 * page's HTML holds empty items of the cards' width in their places, and the cards are drawn when
 * the row comes near the viewport. A home page with two carousels sends twelve cards' markup
 * fewer and hydrates twelve cards fewer at load.
 */
export function LaterProductCards({ cards, itemClassName }: LaterProductCardsProps) {
  const [near, setNear] = useState(false);
  const firstPlace = useWhenNear<HTMLLIElement>(() => setNear(true), { watchParent: true });
  if (!near) {
    return cards.map((card, index) => (
      <li key={card.id} ref={index === 0 ? firstPlace : undefined} aria-hidden="true" className={itemClassName} />
    ));
  }
  return cards.map((card) => (
    <li key={card.id} className={itemClassName}>
      <ClientProductCard card={card} />
    </li>
  ));
}
