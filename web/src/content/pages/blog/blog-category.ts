import type { BlogTeaser } from '@/content/blocks/block-types';
import type { MessageId } from '@/i18n/messages';
import type { KitIntl } from '@/ui/kit/kit-intl';

export const blogCategoryMessages = {
  growing: 'blocks.blog.category.growing',
  strains: 'blocks.blog.category.strains',
  harvest: 'blocks.blog.category.harvest',
  guides: 'blocks.blog.category.guides',
  news: 'blocks.blog.category.news',
} as const satisfies Record<NonNullable<BlogTeaser['category']>, MessageId>;

/** The blog's categories (schema `blogPost.category`), labelled like the blog teaser block does. */
export type BlogCategory = keyof typeof blogCategoryMessages;

export function isBlogCategory(value: unknown): value is BlogCategory {
  return typeof value === 'string' && Object.hasOwn(blogCategoryMessages, value);
}

/** The category's name in the page's language; null for an unknown or missing category. */
export function blogCategoryLabel(intl: KitIntl, category: string | null | undefined): string | null {
  return isBlogCategory(category) ? intl.formatMessage({ id: blogCategoryMessages[category] }) : null;
}
