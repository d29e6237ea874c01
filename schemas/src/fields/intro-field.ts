/** `intro`: the short introduction under a page's title (topic, top list, info page). */
import { defineField, type TextRule } from 'sanity';

interface IntroFieldOptions {
  group?: string;
  required?: boolean;
}

export function introField({ group, required = false }: IntroFieldOptions = {}) {
  return defineField({
    name: 'intro',
    title: 'Introduction',
    type: 'text',
    rows: 3,
    group,
    // No `validation` key at all when optional, as a plain field would have.
    ...(required ? { validation: (rule: TextRule) => rule.required() } : {}),
  });
}
