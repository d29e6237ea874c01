import { revalidateTag } from 'next/cache';
import { contentConfig } from '@/content/content-config.server';
import { handleRevalidateWebhook } from '@/content/revalidate-webhook';
import { invalidateRedirects } from '@/routing/redirects';

export const dynamic = 'force-dynamic';

/**
 * Sanity waits a moment for its CDN after a publish; so does next-sanity's `parseBody`. The lake
 * sends the webhook after the commit, so its next query already answers with the change.
 */
const SANITY_SETTLE_MS = 3_000;

/** `POST /api/revalidate`: a content change purges its cache tags (see content/revalidate-webhook.ts). */
export async function POST(request: Request): Promise<Response> {
  return handleRevalidateWebhook(request, {
    secret: contentConfig.webhookSecret,
    revalidateTag,
    invalidateRedirects,
    settleMs: contentConfig.mode === 'sanity' ? SANITY_SETTLE_MS : 0,
  });
}
