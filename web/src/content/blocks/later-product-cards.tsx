'use client';

import { useState } from 'react';
import type { ProductCardData } from '@/catalogue/client-product-card';
import { ClientProductCard } from '@/catalogue/product-card-islands';
import { useWhenNear } from '@/ui/in-view/use-when-near';

interface LaterProductCardsProps {
  /** The cards, as the server made them (their data rides in the page; their markup does not). */
  readonly cards: readonly ProductCardData[];
  /** The list item's classes (a row's card width, a grid's cell). */
  readonly itemClassName: string;
}

/**
 * The cards of a carousel or grid beyond its first row (four cards): the page's HTML holds empty
 * items in their places (a carousel's of the cards' width, a grid's holding a card's height while
 * off screen), and the cards are drawn when the list comes near the viewport. A page sends and
 * hydrates at load only the first four cards of each list.
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
