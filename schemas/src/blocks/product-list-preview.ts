/** Preview of product grids and carousels: heading, and where the products come from. */
export function productListPreview(kind: string) {
  return {
    select: { title: 'heading', source: 'source', products: 'products', query: 'filter.query' },
    prepare: ({ title, source, products, query }: Record<string, unknown>) => ({
      title: typeof title === 'string' && title !== '' ? title : kind,
      subtitle:
        source === 'filter'
          ? `${kind} · filter ${typeof query === 'string' ? query : ''}`.trim()
          : `${kind} · ${Array.isArray(products) ? products.length : 0} products`,
    }),
  };
}
