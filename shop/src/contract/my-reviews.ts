import { locales } from '@seedshop/locales';
import { z } from 'zod';
import { image, productPath } from './catalogue';
import { reviewStatuses } from './catalogue-keys';
import { optionalText, text, timestamp } from './common';
import { listPageFields } from './lists';

/**
 * "My comments": the signed-in customer's own reviews in every status, with the product they are
 * about and, for a rejected one, the moderator's reason.
 */
export const myReview = z.object({
  id: z.uuid(),
  product: z.object({
    id: z.string(),
    name: z.string(),
    /** Where the product lives, per language (as in the catalogue's product summary). */
    path: productPath,
    image,
  }),
  /** 1 = bad … 5 = excellent. */
  rating: z.number().int().min(1).max(5),
  name: z.string(),
  advantages: z.string().nullable(),
  disadvantages: z.string().nullable(),
  general_impressions: z.string().nullable(),
  text: z.string(),
  language: z.enum(locales),
  status: z.enum(reviewStatuses),
  /** Why staff rejected it (rejected reviews only; null when they gave no reason). */
  moderation_reason: z.string().nullable(),
  created_at: timestamp,
  /** When its author last changed it; null if never. */
  edited_at: timestamp.nullable(),
  helpful_yes: z.number().int(),
  helpful_no: z.number().int(),
});
export type MyReview = z.infer<typeof myReview>;

/** One page of the customer's reviews, newest first. */
export const myReviewList = z.object({ items: z.array(myReview), ...listPageFields });
export type MyReviewList = z.infer<typeof myReviewList>;

/**
 * PATCH /account/reviews/{id}: the fields of the review form, each optional. A change sends the
 * review back to moderation; a body that changes nothing leaves it as it is.
 */
export const updateMyReviewRequest = z.object({
  rating: z.number().int().min(1).max(5).optional(),
  name: text(80).optional(),
  text: text(5000).pipe(z.string().min(20)).optional(),
  advantages: optionalText(1000).optional(),
  disadvantages: optionalText(1000).optional(),
  general_impressions: optionalText(1000).optional(),
});
export type UpdateMyReviewRequest = z.infer<typeof updateMyReviewRequest>;

/** The answer of PATCH /account/reviews/{id}: the review as it is now and a translated note. */
export const updateMyReviewResponse = z.object({ message: z.string(), review: myReview });
