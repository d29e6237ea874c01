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
  /** Hidden while this says so (e.g. another field's choice makes the list unused). */
  hidden?: (context: { document?: unknown }) => boolean;
  /** Required (at least one product) only when this holds for the document. */
  requiredWhen?: (document: unknown) => boolean;
}

export function productRefsField({
  name,
  title,
  min,
  max,
  description,
  group,
  hidden,
  requiredWhen,
}: ProductRefsOptions) {
  return defineField({
    name,
    title,
    type: 'array',
    description,
    group,
    ...(hidden === undefined ? {} : { hidden }),
    of: [defineArrayMember({ type: 'productRef' })],
    validation: (rule) => {
      let next = rule.custom(noDuplicateProducts);
      if (min !== undefined) next = next.required().min(min);
      if (max !== undefined) next = next.max(max);
      if (requiredWhen !== undefined) {
        next = next.custom((items, context) =>
          requiredWhen(context.document) && (items ?? []).length === 0 ? 'Required.' : true,
        );
      }
      return next;
    },
  });
}
