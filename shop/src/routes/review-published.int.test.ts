import { describe, expect, it } from 'vitest';
import { customerNotificationList } from '../contract/subscriptions';
import { products } from '../db/schema';
import { fr } from '../mail/copy/fr';
import { STAFF_TOKEN, moderate, publish, writtenReview } from '../reviews/review-test-kit';
import { bodyOf, createConfirmedAccount, get, login, mailbox } from '../testing/api-client';
import { useTestShop } from '../testing/shop-fixture';

const shop = useTestShop({ config: { staffToken: STAFF_TOKEN } });

async function reviewer(email: string, productNotifications: boolean) {
  const account = await createConfirmedAccount(shop, email, {
    product_notifications: productNotifications,
    language: 'fr',
  });
  return (await login(shop, account)).token;
}

describe('a review of yours published', () => {
  it('is a notification once per review; the mail goes out only with the product-notifications opt-in', async () => {
    const [first, second] = await shop.database.db
      .select({ id: products.id })
      .from(products)
      .orderBy(products.id)
      .limit(2);
    if (first === undefined || second === undefined) throw new Error('no products');
    const optedIn = await reviewer('opted-in@example.com', true);
    const optedOut = await reviewer('opted-out@example.com', false);

    const mine = await writtenReview(shop, first.id, optedIn);
    await publish(shop, mine.id);
    // Unpublished and published again: still one notification, one mail.
    expect((await moderate(shop, mine.id, 'rejected')).status).toBe(200);
    await publish(shop, mine.id);
    const theirs = await writtenReview(shop, second.id, optedOut);
    await publish(shop, theirs.id);

    const notes = bodyOf(await get(shop, '/account/notifications', { token: optedIn }), customerNotificationList);
    expect(notes.notifications.filter((note) => note.kind === 'review-published')).toHaveLength(1);
    expect(notes.notifications[0]).toMatchObject({ kind: 'review-published', review_id: mine.id, read: false });
    const mails = (await mailbox(shop, 'opted-in@example.com')).filter((mail) => mail.kind === 'review-published');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(fr.kinds['review-published'].subject);

    const other = bodyOf(await get(shop, '/account/notifications', { token: optedOut }), customerNotificationList);
    expect(other.notifications.map((note) => note.kind)).toEqual(['review-published']);
    expect((await mailbox(shop, 'opted-out@example.com')).filter((mail) => mail.kind === 'review-published')).toEqual(
      [],
    );
  });
});
