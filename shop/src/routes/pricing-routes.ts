import { createRoute, z } from '@hono/zod-openapi';
import { createSignedWebhookReceiver } from '../http/signed-webhook';
import type { ShopApp } from '../http/app-env';
import { PRICE_RULE_SOURCE_TYPES } from '../pricing/price-rule-documents';
import type { PriceRuleSync } from '../pricing/price-rule-sync';
import { jsonResponse } from './openapi-kit';

const webhookBody = z.looseObject({ _id: z.string().min(1).max(200), _type: z.string().min(1).max(100) });
const syncAnswer = z.object({ synced: z.boolean(), rules: z.number().int().optional() }).openapi('PriceRuleSync');
const message = z.object({ message: z.string() });

function answer(status: number, body: Record<string, unknown>): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });
}

/**
 * `POST /pricing/sync`: the content source's signed GROQ webhook (the one the storefront's
 * `/api/revalidate` receives, same signature, age and replay rules). A change of a `priceRule` or
 * a `promotion` re-reads the published rules and replaces the stored ones before answering, so
 * the storefront, told after the shop, renders new prices; other types are acknowledged and
 * ignored. A content source that cannot be read answers 503: the sender retries.
 */
export function registerPricingRoutes(app: ShopApp, pricing: { sync: PriceRuleSync; webhookSecret: string }): void {
  const receiver = createSignedWebhookReceiver({
    secret: pricing.webhookSecret,
    missingSecretMessage:
      '[pricing] no webhook secret is set (CONTENT_WEBHOOK_SECRET, or SANITY_REVALIDATE_SECRET with Sanity): ' +
      'POST /pricing/sync refuses every request; pricing rules arrive by the periodic resync only.',
  });
  // Documented like every route; handled on the raw request, whose exact bytes the signature covers.
  app.openAPIRegistry.registerPath(
    createRoute({
      method: 'post',
      path: '/pricing/sync',
      tags: ['pricing'],
      summary: 'Publish webhook of the content source: re-reads the promotions’ pricing rules',
      description:
        'Sanity’s GROQ-powered webhook body (`{_id, _type, …}`), signed in `sanity-webhook-signature` with the content webhook secret; a signature is accepted once and for five minutes.',
      responses: {
        200: jsonResponse(syncAnswer, 'Synced (or not a pricing change)'),
        400: jsonResponse(message, 'Not a webhook body'),
        401: jsonResponse(message, 'Unsigned, wrongly signed, stale or replayed'),
        503: jsonResponse(message, 'The content source could not be read; retry'),
      },
    }),
  );
  app.post('/pricing/sync', async (c) =>
    receiver.receive(c.req.raw, async (verified) => {
      let json: unknown;
      try {
        json = JSON.parse(await verified.text());
      } catch {
        return answer(400, { message: 'The body is not JSON' });
      }
      const body = webhookBody.safeParse(json);
      if (!body.success) return answer(400, { message: 'The body needs the changed document’s _id and _type' });
      if (!PRICE_RULE_SOURCE_TYPES.includes(body.data._type)) return answer(200, { synced: false });
      try {
        const outcome = await pricing.sync.syncNow();
        return answer(200, { synced: true, rules: outcome.rules });
      } catch (error) {
        console.warn(
          `[pricing] sync after the webhook for ${body.data._id} failed: ${error instanceof Error ? error.message : String(error)}`,
        );
        return answer(503, { message: 'The content source could not be read' });
      }
    }),
  );
}
