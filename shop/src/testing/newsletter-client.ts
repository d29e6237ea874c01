import { eq } from 'drizzle-orm';
import { newsletterSubscriptions } from '../db/schema';
import { post } from './api-client';
import { CAPTCHA_OK } from './fake-captcha';
import type { TestShop } from './test-app';

/**
 * The newsletter's double opt-in as a visitor goes through it (sign-up with a solved captcha,
 * confirmation by the mailed token), and the stored subscription to check the outcome. Take it
 * at the top of a file: it only reaches the shop inside hooks and tests.
 */
export function newsletterClient(shop: TestShop) {
  return {
    subscribe: (email: string, language = 'en', extra: Record<string, unknown> = {}) =>
      post(shop, '/newsletter/subscriptions', { email, captcha: CAPTCHA_OK, ...extra }, { language }),
    confirm: (token: string, language = 'en') => post(shop, '/newsletter/confirm', { token }, { language }),
    /** The stored row of an address (emails are stored lower-case). */
    subscription: async (email: string) => {
      const [row] = await shop.database.db
        .select()
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.email, email));
      return row;
    },
  };
}
