import type { RateLimitRule } from '../ports';

/** Enough for an eager grower reviewing a haul; a script posting reviews meets the wall quickly. */
export const reviewsPerCustomer: RateLimitRule = { name: 'review:customer', limit: 10, windowSeconds: 60 * 60 };

export const DEFAULT_REVIEWS_PER_PAGE = 10;

/** The moderation queue answers this many at a time, oldest first; working through it shows the next. */
export const MODERATION_BATCH = 100;

/** The reCAPTCHA v3 action of the review form (the storefront asks for a token under this name). */
export const REVIEW_CAPTCHA_ACTION = 'review';

/** Review ids are UUIDs; anything else names no review, and is answered 404 without a query. */
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/iu;

export const isUuid = (value: string): boolean => uuidPattern.test(value);

/**
 * Product ids are slug-like (`prod-000042`). Anything else names no product; checking first keeps
 * bytes PostgreSQL refuses in text (NUL) away from the query, where they would be a 500.
 */
const productIdPattern = /^[A-Za-z0-9_-]{1,100}$/u;

export const isProductId = (value: string): boolean => productIdPattern.test(value);
