import { describe, expect, it } from 'vitest';
import { blogListPath, blogPageCount, pageSlice, POSTS_PER_PAGE } from './blog-paging';
import { readingMinutes } from './reading-time';

describe('blog paging', () => {
  it('shows six posts a page', () => {
    expect(POSTS_PER_PAGE).toBe(6);
    expect(pageSlice(1)).toEqual({ start: 0, end: 6 });
    expect(pageSlice(2)).toEqual({ start: 6, end: 12 });
  });

  it('counts pages, with one page for an empty blog', () => {
    expect(blogPageCount(0)).toBe(1);
    expect(blogPageCount(6)).toBe(1);
    expect(blogPageCount(7)).toBe(2);
    expect(blogPageCount(12)).toBe(2);
    expect(blogPageCount(13)).toBe(3);
  });

  it('links page 1 to /blog and later pages to /blog/page-{n} in the page language', () => {
    expect(blogListPath('en', 1)).toBe('/blog');
    expect(blogListPath('de', 1)).toBe('/de/blog');
    expect(blogListPath('fr', 2)).toBe('/fr/blog/page-2');
  });
});

describe('reading time', () => {
  it('rounds words at 200 a minute, never below one minute', () => {
    expect(readingMinutes(0)).toBe(1);
    expect(readingMinutes(null)).toBe(1);
    expect(readingMinutes(90)).toBe(1);
    expect(readingMinutes(450)).toBe(2);
    expect(readingMinutes(520)).toBe(3);
    expect(readingMinutes(1000)).toBe(5);
  });
});
