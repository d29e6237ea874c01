/** Where the product page's add-to-cart form posts when there is no JavaScript. */
export const ADD_TO_CART_PATH = '/api/cart/add';

/** The most packs of one kind a line may hold (the shop's per-line limit). */
export const MAX_QUANTITY_PER_LINE = 20;

/** A pack size the form can add: its variant id, size and whether it can be bought. */
export interface AddFormPack {
  readonly id: string;
  readonly packSize: number;
  readonly inStock: boolean;
}

/**
 * The fields of the add-to-cart form. The pack radios send a pack size (`pack`), as they do for the
 * page's `?pack=` link; the variant of each size travels in a hidden field next to them.
 */
export const addFormFields = {
  pack: 'pack',
  quantity: 'quantity',
  locale: 'locale',
  returnTo: 'return_to',
  variantOf: (packSize: number) => `variant_${packSize}`,
} as const;
