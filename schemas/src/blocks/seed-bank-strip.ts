import { CaseIcon } from '@sanity/icons';
import { defineArrayMember, defineField, defineType } from 'sanity';

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A row of seed bank logos; empty = every seed bank of the shop. */
export const seedBankStrip = defineType({
  name: 'seedBankStrip',
  title: 'Seed banks',
  type: 'object',
  icon: CaseIcon,
  fields: [
    defineField({ name: 'heading', title: 'Heading', type: 'string' }),
    defineField({
      name: 'seedBanks',
      title: 'Seed banks',
      type: 'array',
      description: 'Seed bank slugs, e.g. royal-queen-seeds. Leave empty to show all.',
      of: [
        defineArrayMember({
          type: 'string',
          validation: (rule) => rule.regex(slugPattern, { name: 'seed bank slug' }),
        }),
      ],
      options: { layout: 'tags' },
      validation: (rule) => rule.unique(),
    }),
  ],
  preview: {
    select: { title: 'heading', seedBanks: 'seedBanks' },
    prepare: ({ title, seedBanks }) => ({
      title: title ?? 'Seed banks',
      subtitle:
        Array.isArray(seedBanks) && seedBanks.length > 0 ? `Seed banks · ${seedBanks.length}` : 'Seed banks · all',
    }),
  },
});
