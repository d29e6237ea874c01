/** How many similar products a product page shows. */
export const SIMILAR_LIMIT = 8;
