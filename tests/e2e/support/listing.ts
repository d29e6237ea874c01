import type { Locator, Page } from '@playwright/test';

/** The accessible name of a card's add-to-cart button in every language ("Add to cart: {name}"). */
const addToCartName = /^(Add to cart|In den Warenkorb|Ajouter au panier|Añadir al carrito)\b/u;

/** The add-to-cart button of a product card (cards also carry a favourite heart and a compare toggle). */
export function addToCart(scope: Locator | Page): Locator {
  return scope.getByRole('button', { name: addToCartName });
}
