import { contentConfig } from '@/content/content-config.server';
import { handleRevalidateWebhook } from '@/content/revalidate-webhook';
import { createSignedWebhookReceiver } from '@/content/signed-webhook';
import { invalidateRedirects } from '@/routing/redirects';
import { purgePath, purgeTag } from '@/routing/page-purge.server';
import { cachedPageOfDocument } from '@/site/cached-page-of-document';

export const dynamic = 'force-dynamic';

/**
 * Sanity waits a moment for its CDN after a publish; so does next-sanity's `parseBody`. The lake
 * sends the webhook after the commit, so its next query already answers with the change.
 */
const SANITY_SETTLE_MS = 3_000;

/** One per server process: the signatures it has seen (content/signed-webhook.ts). */
const receiver = createSignedWebhookReceiver({ secret: contentConfig.webhookSecret });

/**
 * `POST /api/revalidate`: a content change purges its cache tags (content/revalidate-webhook.ts),
 * once per signed request, and only with a configured secret (content/signed-webhook.ts).
 */
export async function POST(request: Request): Promise<Response> {
  return receiver.receive(request, (verified) =>
    handleRevalidateWebhook(verified, {
      secret: contentConfig.webhookSecret,
      // Every tag of the plan expires at once, and once more a moment later (routing/page-purge.server.ts).
      revalidateTag: purgeTag,
      // A new document's page may be cached as a 404, which only its path may reach.
      revalidatePath: purgePath,
      pageOf: cachedPageOfDocument,
      invalidateRedirects,
      settleMs: contentConfig.mode === 'sanity' ? SANITY_SETTLE_MS : 0,
    }),
  );
}
