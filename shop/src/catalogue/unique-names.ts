/**
 * Hands out names and slugs that are unique within one catalogue. When a name is taken, a
 * phenotype number is appended ("Lemon Haze #2"), as breeders do for sister selections.
 */
import { slugify } from '@seedshop/urls/slugify';

export interface UniqueNames {
  claim(base: string): { name: string; slug: string };
}

export function createUniqueNames(): UniqueNames {
  const names = new Set<string>();
  const slugs = new Set<string>();
  const nextNumber = new Map<string, number>();
  return {
    claim(base) {
      let number = nextNumber.get(base) ?? 1;
      for (;;) {
        const name = number === 1 ? base : `${base} #${number}`;
        const slug = slugify(name);
        number += 1;
        if (!names.has(name) && !slugs.has(slug)) {
          nextNumber.set(base, number);
          names.add(name);
          slugs.add(slug);
          return { name, slug };
        }
      }
    },
  };
}
