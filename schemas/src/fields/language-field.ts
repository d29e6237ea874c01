/**
 * `language` of every translatable document. @sanity/document-internationalization sets it when a
 * document or a translation is created; editors never type it.
 */
import { defineField } from 'sanity';
import { locales } from '@seedshop/locales';

export const languageField = defineField({
  name: 'language',
  title: 'Language',
  type: 'string',
  readOnly: true,
  hidden: true,
  options: { list: [...locales] },
  validation: (rule) => rule.required().error('Every document has a language.'),
});
