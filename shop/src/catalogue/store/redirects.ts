/**
 * Every former product slug as a storefront redirect, per language: from the product's canonical
 * place (general catalog, primary category) with the old slug to the same place with the current
 * one. The answer is slugs; the storefront builds the paths.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { isLocale, type Locale } from '@seedshop/locales';
import type { ProductPlace } from '../../contract/catalogue';
import type { Executor } from '../../db/database';
import type { CatalogueStructure } from './catalogue-structure';
import { queryRows } from './query-rows';

export interface CatalogueRedirect {
  readonly locale: Locale;
  readonly from: ProductPlace;
  readonly to: ProductPlace;
  readonly permanent: true;
}

export async function catalogueRedirects(db: Executor, structure: CatalogueStructure): Promise<CatalogueRedirect[]> {
  const general = structure.general;
  if (general === null) return [];
  const rows = await queryRows(
    db,
    sql`select f.locale, f.slug as former, c.slug as current, p.primary_category_id as category
      from catalogue_slugs f
      join catalogue_slugs c on c.kind = 'product' and c.locale = f.locale and c.target_id = f.target_id and c.current = 1
      join products p on p.id = f.target_id
      where f.kind = 'product' and f.current = 0
      order by f.locale, f.slug`,
    z.object({ locale: z.string(), former: z.string(), current: z.string(), category: z.string() }),
  );
  return rows.flatMap((row) => {
    const category = structure.categoryById(row.category);
    if (!isLocale(row.locale) || category === undefined) return [];
    const base = { catalog: general.slugs[row.locale], category: category.slugs[row.locale] };
    return [
      {
        locale: row.locale,
        from: { ...base, product: row.former },
        to: { ...base, product: row.current },
        permanent: true as const,
      },
    ];
  });
}
