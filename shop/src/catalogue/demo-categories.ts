/** The fixed category tree of the demo catalogue with translated names and URL slugs. */
import { mapLocales } from '@seedshop/locales';
import { slugify } from '@seedshop/urls/slugify';
import { categoryIds, type Category, type CategoryId, type Localized } from './catalogue-model';
import { categoryNames } from './demo-labels';

/** Hand-written where slugifying the name would read oddly in a URL. */
const categorySlugs: Partial<Record<CategoryId, Localized>> = {
  // The URLs predate the names' termbase wording (Autoflowering-Samen, à floraison automatique).
  autoflowering: {
    en: 'autoflowering-seeds',
    de: 'autoflower-samen',
    fr: 'graines-a-autofloraison',
    es: 'semillas-autoflorecientes',
  },
  'fast-flowering': {
    en: 'fast-flowering-seeds',
    de: 'schnellbluehende-samen',
    fr: 'graines-floraison-rapide',
    es: 'semillas-floracion-rapida',
  },
  regular: { en: 'regular-seeds', de: 'regulaere-samen', fr: 'graines-regulieres', es: 'semillas-regulares' },
};

export function demoCategories(): Category[] {
  return categoryIds.map((id) => ({
    id,
    slug: categorySlugs[id] ?? mapLocales((locale) => slugify(categoryNames[id][locale], { locale })),
    name: { ...categoryNames[id] },
  }));
}
