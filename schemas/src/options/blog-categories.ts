/** Blog post categories (stored values; titles are the Studio's labels). */
export const blogCategories = ['growing', 'strains', 'harvest', 'guides', 'news'] as const;
export type BlogCategory = (typeof blogCategories)[number];

export const blogCategoryOptions = [
  { title: 'Growing', value: 'growing' },
  { title: 'Strains', value: 'strains' },
  { title: 'Harvest', value: 'harvest' },
  { title: 'Guides', value: 'guides' },
  { title: 'News', value: 'news' },
] satisfies { title: string; value: BlogCategory }[];
