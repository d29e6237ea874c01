/** An array of `productRef` (products by shop id), e.g. `relatedProducts`, `products`. */
import { defineArrayMember, defineField } from 'sanity';
import { fieldOf } from '../validation/field-of';

const productIdOf = (item: unknown): unknown => fieldOf(item, 'productId');

/** The same product twice in one list is a mistake. */
export function noDuplicateProducts(items: unknown[] | undefined): true | string {
  const ids = (items ?? []).map(productIdOf).filter((id) => typeof id === 'string');
  const duplicate = ids.find((id, index) => ids.indexOf(id) !== index);
  return duplicate === undefined ? true : `${duplicate} is in the list twice.`;
}

interface ProductRefsOptions {
  name: string;
  title: string;
  min?: number;
  max?: number;
  description?: string;
  group?: string;
}

export function productRefsField({ name, title, min, max, description, group }: ProductRefsOptions) {
  return defineField({
    name,
    title,
    type: 'array',
    description,
    group,
    of: [defineArrayMember({ type: 'productRef' })],
    validation: (rule) => {
      let next = rule.custom(noDuplicateProducts);
      if (min !== undefined) next = next.required().min(min);
      if (max !== undefined) next = next.max(max);
      return next;
    },
  });
}
