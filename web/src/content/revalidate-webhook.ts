import { isValidSignature, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { z } from 'zod';
import { contentDocTag, contentTypeTag, priceDocumentTypes, pricesTag } from './content-tags';

/**
 * The revalidation webhook (`POST /api/revalidate`): Sanity's GROQ-powered webhook format, signed
 * in the `sanity-webhook-signature` header with the shared secret — sent by a Sanity project or by
 * the embedded lake on every change of a published document. Its projection must give
 * `{_id, _type, language, "slug": slug.current}`; only `_id` and `_type` decide what is purged.
 *
 * The document's tag and its type's tag both expire at once (docs/adr/0016-content-source.md):
 * the next visit of any page that reads the type renders with fresh content instead of being
 * served stale once. Stale-while-revalidate (`'max'`) would serve a page cached before the
 * publish — e.g. a 404 for a topic someone visited before it existed — one more time.
 * `translation.metadata` (links between language versions) is a type like any other: every query
 * that shows translations carries its tag (page-tags.ts, the sitemap). A `redirect` also makes the
 * proxy reload its redirect map.
 */

export interface WebhookDependencies {
  readonly secret: string;
  /** Expires a cache tag at once (the storefront's `purgeTag`: routing/page-purge.server.ts). */
  readonly revalidateTag: (tag: string) => void;
  /**
   * Expires the cached page at this path (the storefront's `purgePath`): the changed document's own
   * page, which may be cached as a 404 from before the document existed.
   */
  readonly revalidatePath?: (path: string) => void;
  /** The cached page of a changed document's own page, or null (site/cached-page-of-document.ts). */
  readonly pageOf?: (body: WebhookBody) => string | null;
  /** Redirect rules changed: the proxy's map reloads before its next lookup. */
  readonly invalidateRedirects: () => void;
  /** Sanity mode: the Content Lake is eventually consistent; wait before purging (ms). */
  readonly settleMs?: number;
}

const webhookBody = z.looseObject({
  _id: z.string().min(1).max(200),
  _type: z.string().min(1).max(100),
  language: z.string().nullish(),
  slug: z.union([z.string(), z.looseObject({ current: z.string().nullish() })]).nullish(),
});

export type WebhookBody = z.infer<typeof webhookBody>;

/** The tags a change expires. */
export function revalidationPlan(body: Pick<WebhookBody, '_id' | '_type'>): string[] {
  const plan = [contentDocTag(body._id), contentTypeTag(body._type)];
  // A rule or promotion changes prices: cached pages that show them render again.
  if (priceDocumentTypes.includes(body._type)) plan.push(pricesTag);
  return plan;
}

function answer(status: number, body: Record<string, unknown>): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });
}

export async function handleRevalidateWebhook(request: Request, deps: WebhookDependencies): Promise<Response> {
  const signature = request.headers.get(SIGNATURE_HEADER_NAME);
  const payload = await request.text();
  if (signature === null || !(await isValidSignature(payload, signature, deps.secret))) {
    return answer(401, { message: 'Invalid or missing webhook signature' });
  }
  let json: unknown;
  try {
    json = JSON.parse(payload);
  } catch {
    return answer(400, { message: 'The body is not JSON' });
  }
  const parsed = webhookBody.safeParse(json);
  if (!parsed.success) return answer(400, { message: 'The body needs the changed document’s _id and _type' });

  if (deps.settleMs) await new Promise((resolve) => setTimeout(resolve, deps.settleMs));
  const plan = revalidationPlan(parsed.data);
  for (const tag of plan) deps.revalidateTag(tag);
  const page = deps.pageOf?.(parsed.data) ?? null;
  if (page !== null) deps.revalidatePath?.(page);
  if (parsed.data._type === 'redirect') deps.invalidateRedirects();
  return answer(200, page === null ? { revalidated: plan } : { revalidated: plan, page });
}
