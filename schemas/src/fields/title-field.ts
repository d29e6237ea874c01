/** The `title` field of documents: the shown title, or an internal one only the Studio shows. */
import { defineField, type StringRule } from 'sanity';

interface TitleFieldOptions {
  group?: string;
}

/** `title` (required): the document's heading on the site. */
export function titleField({ group }: TitleFieldOptions = {}) {
  return defineField({
    name: 'title',
    title: 'Title',
    type: 'string',
    group,
    validation: (rule) => rule.required(),
  });
}

interface InternalTitleFieldOptions extends TitleFieldOptions {
  required?: boolean;
}

/** `title` of singletons (home page, site settings): a label for editors, never on the site. */
export function internalTitleField({ group, required = false }: InternalTitleFieldOptions = {}) {
  return defineField({
    name: 'title',
    title: 'Internal title',
    type: 'string',
    group,
    description: 'Only shown in the Studio.',
    // No `validation` key at all when optional, as a plain field would have.
    ...(required ? { validation: (rule: StringRule) => rule.required() } : {}),
  });
}
