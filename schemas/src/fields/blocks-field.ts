/** The page-builder field `blocks` shared by home, page, topic, promotion and topList. */
import { defineArrayMember, defineField } from 'sanity';
import { blockTypeNames } from '../blocks/block-type-names';

interface BlocksFieldOptions {
  required?: boolean;
  group?: string;
}

export function blocksField({ required = false, group }: BlocksFieldOptions = {}) {
  return defineField({
    name: 'blocks',
    title: 'Page sections',
    type: 'array',
    group,
    of: blockTypeNames.map((type) => defineArrayMember({ type })),
    options: { insertMenu: { views: [{ name: 'list' }] } },
    validation: (rule) => (required ? rule.required().min(1) : rule.min(0)),
  });
}
