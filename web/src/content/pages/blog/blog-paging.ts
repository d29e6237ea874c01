import type { Locale } from '@seedshop/locales';
import { pathTo } from '@/routing/paths';

/** Posts on one page of the blog list (spec: 6 per page, newest first). */
export const POSTS_PER_PAGE = 6;

/** The GROQ slice of one list page: `[$start...$end]` (end exclusive). */
export function pageSlice(page: number): { start: number; end: number } {
  const start = (page - 1) * POSTS_PER_PAGE;
  return { start, end: start + POSTS_PER_PAGE };
}

/** How many list pages `total` posts fill; an empty blog still has its first page. */
export function blogPageCount(total: number): number {
  return Math.max(1, Math.ceil(total / POSTS_PER_PAGE));
}

/** Page 1 is `/blog` itself; `/blog/page-1` is not a page (the registry refuses it). */
export function blogListPath(locale: Locale, page: number): string {
  return page <= 1 ? pathTo(locale, 'blog') : pathTo(locale, 'blogPage', { page: String(page) });
}
