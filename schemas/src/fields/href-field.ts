/** The `href` field of buttons, menu links and rich-text links; `checkHref` says what is allowed. */
import { defineField } from 'sanity';
import { checkHref } from '../validation/href';

export function hrefField({ description }: { description: string }) {
  return defineField({
    name: 'href',
    title: 'Link',
    type: 'string',
    description,
    validation: (rule) => rule.required().custom(checkHref),
  });
}
