/** `products` in the order of `ids` (an editor's order); ids without a product are left out. */
export function inIdOrder<T extends { readonly id: string }>(ids: readonly string[], products: Iterable<T>): T[] {
  const byId = new Map<string, T>();
  for (const product of products) byId.set(product.id, product);
  return ids.flatMap((id) => {
    const product = byId.get(id);
    return product === undefined ? [] : [product];
  });
}
