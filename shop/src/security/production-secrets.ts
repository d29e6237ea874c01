/**
 * Secrets a production shop must have, and be unguessable: the ALTCHA HMAC key (signs captcha
 * challenges), the staff token (review and order moderation), the content webhook secret (signs
 * the lake's or Sanity's pricing webhooks) and ORDER_LINK_SECRET (signs guests' order links).
 * Missing or weak, the shop refuses to start and names the variable. `pnpm start` (the demo)
 * generates strong ones into its data folder (scripts/demo-secrets.mjs).
 */

/** A secret is at least this many characters… */
export const MIN_SECRET_LENGTH = 32;
/** …and carries at least this many bits by a character-frequency estimate (32 random hex digits: 91–128). */
export const MIN_SECRET_BITS = 80;

/** Words of placeholders and examples: a secret containing one was typed by a person, not drawn. */
const placeholderWords = [
  'changeme',
  'change-me',
  'change_me',
  'replace',
  'example',
  'placeholder',
  'password',
  'default',
  'secret',
  'xxxxxx',
];

/** Values published in this repository (former defaults, examples): anyone can read them. */
const publishedSecrets = new Set(['seedshop-local-content-webhook-secret']);

/**
 * Bits of `value` by the frequency of its characters (Shannon entropy × length): a long string
 * of few repeated characters scores low, random characters of any alphabet score high.
 */
export function estimatedSecretBits(value: string): number {
  const counts = new Map<string, number>();
  const characters = [...value];
  for (const character of characters) counts.set(character, (counts.get(character) ?? 0) + 1);
  let perCharacter = 0;
  for (const count of counts.values()) {
    const share = count / characters.length;
    perCharacter -= share * Math.log2(share);
  }
  return perCharacter * characters.length;
}

/** Why `value` is not good enough for a production secret, or null when it is. */
export function secretWeakness(value: string | undefined): string | null {
  if (value === undefined || value.trim() === '') return 'is required in production';
  if (publishedSecrets.has(value)) return 'is a value published in this repository';
  const lower = value.toLowerCase();
  const word = placeholderWords.find((candidate) => lower.includes(candidate));
  if (word !== undefined) return `looks like a placeholder (contains "${word}")`;
  if ([...value].length < MIN_SECRET_LENGTH) return `is too short (at least ${MIN_SECRET_LENGTH} characters)`;
  if (estimatedSecretBits(value) < MIN_SECRET_BITS)
    return 'is too regular to be random (repeated characters or a pattern)';
  return null;
}

/** The settings the check reads (a subset of the shop's environment). */
export interface SecretSettings {
  readonly NODE_ENV: string;
  /** `next build` receives no requests: its in-process shop needs no secrets. */
  readonly NEXT_PHASE?: string | undefined;
  readonly ALTCHA_HMAC_KEY?: string | undefined;
  readonly RECAPTCHA_SECRET_KEY?: string | undefined;
  readonly SHOP_STAFF_TOKEN?: string | undefined;
  readonly ORDER_LINK_SECRET?: string | undefined;
  readonly SANITY_PROJECT_ID?: string | undefined;
  readonly SANITY_REVALIDATE_SECRET?: string | undefined;
  readonly CONTENT_WEBHOOK_SECRET?: string | undefined;
}

export interface SecretProblem {
  readonly variable: string;
  readonly message: string;
}

const hint = `(at least ${MIN_SECRET_LENGTH} random characters, e.g. \`openssl rand -hex 32\`)`;

/** What a production start would refuse; empty outside production and during `next build`. */
export function productionSecretProblems(settings: SecretSettings): SecretProblem[] {
  if (settings.NODE_ENV !== 'production' || settings.NEXT_PHASE === 'phase-production-build') return [];
  const required: [string, string | undefined][] = [
    ['SHOP_STAFF_TOKEN', settings.SHOP_STAFF_TOKEN],
    ['ORDER_LINK_SECRET', settings.ORDER_LINK_SECRET],
    // The content source's: Sanity's when the shop reads Sanity, the lake's otherwise.
    settings.SANITY_PROJECT_ID === undefined
      ? ['CONTENT_WEBHOOK_SECRET', settings.CONTENT_WEBHOOK_SECRET]
      : ['SANITY_REVALIDATE_SECRET', settings.SANITY_REVALIDATE_SECRET],
  ];
  // With reCAPTCHA configured there are no ALTCHA challenges to sign.
  if (settings.RECAPTCHA_SECRET_KEY === undefined) required.unshift(['ALTCHA_HMAC_KEY', settings.ALTCHA_HMAC_KEY]);
  return required.flatMap(([variable, value]) => {
    const weakness = secretWeakness(value);
    return weakness === null ? [] : [{ variable, message: `${weakness} ${hint}` }];
  });
}
