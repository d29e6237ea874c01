import { locales } from '@seedshop/locales';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { products } from './catalogue';
import { customers } from './customers';

/**
 * Product reviews by signed-in customers. New reviews wait for moderation (`pending`); only
 * `published` ones are shown and count in the product's rating. One review per customer and
 * product; a deleted customer's reviews stay, without the link to them.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** 1 = bad … 5 = excellent. */
    rating: smallint('rating').notNull(),
    advantages: text('advantages'),
    disadvantages: text('disadvantages'),
    generalImpressions: text('general_impressions'),
    text: text('text').notNull(),
    language: text('language', { enum: locales }).notNull(),
    status: text('status', { enum: ['pending', 'published', 'rejected'] })
      .notNull()
      .default('pending'),
    helpfulYes: integer('helpful_yes').notNull().default(0),
    helpfulNo: integer('helpful_no').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    /** The moderator's reason for a rejection, shown to the author under "My comments". */
    moderationReason: text('moderation_reason'),
    /** Set when the author edits the review (it goes back to pending). */
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (table) => [
    index('reviews_product_status_index').on(table.productId, table.status, table.createdAt),
    index('reviews_status_index').on(table.status, table.createdAt),
    uniqueIndex('reviews_one_per_customer').on(table.productId, table.customerId),
    check('reviews_rating_range', sql`${table.rating} between 1 and 5`),
  ],
);

/** One helpful vote per customer and review; voting again changes the vote. */
export const reviewVotes = pgTable(
  'review_votes',
  {
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    helpful: boolean('helpful').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.reviewId, table.customerId] })],
);
