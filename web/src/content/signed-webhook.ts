/**
 * The revalidation webhook's gate (signature, age, replay): the same receiver the shop's price-rule
 * sync uses, so both endpoints of one webhook apply one rule set.
 */
export {
  createSignedWebhookReceiver,
  SIGNATURE_MAX_AGE_MS,
  SIGNATURE_MAX_SKEW_MS,
  type SignedWebhookOptions,
  type SignedWebhookReceiver,
  type WebhookHandler,
} from '@seedshop/shop/signed-webhook';
