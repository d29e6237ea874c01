/**
 * Arbitraries of hostile requests for the property-based test of the API (`hostile-input.int.test.ts`).
 */
import fc from 'fast-check';
import {
  changeEmailRequest,
  changePasswordRequest,
  contactMessageRequest,
  createAddressRequest,
  forgotPasswordRequest,
  languageRequest,
  loginRequest,
  newsletterConfirmRequest,
  newsletterOneClickForm,
  newsletterSubscribeRequest,
  newsletterUnsubscribeRequest,
  passwordRequest,
  refreshRequest,
  registerRequest,
  resetPasswordRequest,
  restoreRequest,
  tokenRequest,
  updateAccountRequest,
} from '../contract';

export interface Endpoint {
  readonly method: string;
  readonly path: string;
  /** The body fields the endpoint knows (from its contract schema). */
  readonly fields: readonly string[];
  /** Logout with the valid token would end it for every later run. */
  readonly keepTokenAway?: boolean;
}

const fieldsOf = (schema: { shape: Record<string, unknown> }) => Object.keys(schema.shape);
const addressFields = fieldsOf(createAddressRequest);

/** Every customer endpoint; `{id}` is filled with a hostile or a real address id. */
export const endpoints: readonly Endpoint[] = [
  { method: 'POST', path: '/customer/auth/register', fields: fieldsOf(registerRequest) },
  { method: 'POST', path: '/customer/auth/login', fields: fieldsOf(loginRequest) },
  { method: 'POST', path: '/customer/auth/refresh', fields: fieldsOf(refreshRequest) },
  { method: 'POST', path: '/customer/auth/logout', fields: [], keepTokenAway: true },
  { method: 'POST', path: '/customer/auth/forgot-password', fields: fieldsOf(forgotPasswordRequest) },
  { method: 'POST', path: '/customer/auth/reset-password', fields: fieldsOf(resetPasswordRequest) },
  { method: 'POST', path: '/customer/confirm-email', fields: fieldsOf(tokenRequest) },
  { method: 'POST', path: '/customer/confirm-email-change', fields: fieldsOf(tokenRequest) },
  { method: 'GET', path: '/customer/account', fields: [] },
  { method: 'PATCH', path: '/customer/account', fields: fieldsOf(updateAccountRequest) },
  { method: 'POST', path: '/customer/account/language', fields: fieldsOf(languageRequest) },
  { method: 'POST', path: '/customer/account/password', fields: fieldsOf(changePasswordRequest) },
  { method: 'POST', path: '/customer/account/email', fields: fieldsOf(changeEmailRequest) },
  { method: 'POST', path: '/customer/account/delete-request', fields: fieldsOf(passwordRequest) },
  { method: 'POST', path: '/customer/account/delete', fields: fieldsOf(tokenRequest) },
  { method: 'POST', path: '/customer/account/restore-request', fields: fieldsOf(restoreRequest) },
  { method: 'POST', path: '/customer/account/restore', fields: fieldsOf(tokenRequest) },
  { method: 'GET', path: '/customer/addresses', fields: [] },
  { method: 'POST', path: '/customer/addresses', fields: addressFields },
  { method: 'PATCH', path: '/customer/addresses/{id}', fields: addressFields },
  { method: 'DELETE', path: '/customer/addresses/{id}', fields: [] },
  { method: 'GET', path: '/customer/captcha/settings/', fields: [] },
  { method: 'GET', path: '/customer/captcha/challenge', fields: [] },
  { method: 'GET', path: '/dev/mailbox', fields: [] },
  { method: 'POST', path: '/contact/messages', fields: fieldsOf(contactMessageRequest) },
  { method: 'POST', path: '/newsletter/subscriptions', fields: fieldsOf(newsletterSubscribeRequest) },
  { method: 'POST', path: '/newsletter/confirm', fields: fieldsOf(newsletterConfirmRequest) },
  { method: 'POST', path: '/newsletter/unsubscribe', fields: fieldsOf(newsletterUnsubscribeRequest) },
  // The token travels in the query (the test adds a random one); the body is a form.
  { method: 'POST', path: '/newsletter/unsubscribe/one-click', fields: fieldsOf(newsletterOneClickForm) },
];

const nasty = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  '\uD800',
  '\u202E',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../etc/passwd',
  '%00',
  '{{7*7}}',
  '${jndi:ldap://x}',
  '__proto__',
  'constructor',
  'a'.repeat(5_000),
  '🌱'.repeat(300),
  'DE',
  'es',
  '12345678Z',
  'captcha-ok',
  'Hanfblüte-im-Mai-2030',
  'target@example.com',
  'TARGET@example.com',
);
const text = fc.oneof(fc.string(), fc.string({ unit: 'grapheme', maxLength: 40 }), fc.emailAddress(), fc.uuid(), nasty);
const value: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: text },
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(text, { maxLength: 3 }),
  fc.dictionary(text, text, { maxKeys: 3 }),
);

/** Header values must be byte strings without CR, LF or NUL, or the request cannot even be built. */
export const headerText = fc.string({
  unit: fc
    .oneof(fc.integer({ min: 0x20, max: 0x7e }), fc.integer({ min: 0xa0, max: 0xff }))
    .map((code) => String.fromCharCode(code)),
  maxLength: 80,
});

const booleanFields = new Set(['newsletter', 'product_notifications', 'no_house_number', 'is_primary', 'is_delivery']);

/** Right types, hostile contents: these get past validation into the handlers and the database. */
function plausible(field: string): fc.Arbitrary<unknown> {
  if (booleanFields.has(field)) return fc.boolean();
  if (field.endsWith('email')) return fc.oneof(fc.emailAddress(), fc.constant('target@example.com'), text);
  if (field === 'captcha') return fc.constantFrom('captcha-ok', 'wrong');
  if (field === 'language') return fc.constantFrom('en', 'de', 'fr', 'es', 'it');
  if (field === 'country') return fc.oneof(fc.constantFrom('ES', 'BR', 'AR', 'de', 'XX'), text);
  return fc.oneof(text, fc.string({ minLength: 16, maxLength: 64 }), fc.constant(null));
}

export function bodyFor(endpoint: Endpoint): fc.Arbitrary<string | undefined> {
  const plausibleObject = fc.record(Object.fromEntries(endpoint.fields.map((field) => [field, plausible(field)])), {
    requiredKeys: [],
  });
  const fieldsObject =
    endpoint.fields.length === 0
      ? fc.dictionary(text, value, { maxKeys: 4 })
      : fc.record(Object.fromEntries(endpoint.fields.map((field) => [field, value])), { requiredKeys: [] });
  return fc.oneof(
    { weight: 4, arbitrary: plausibleObject.map((object) => JSON.stringify(object)) },
    { weight: 3, arbitrary: fieldsObject.map((object) => JSON.stringify(object)) },
    fc.jsonValue().map((json) => JSON.stringify(json)),
    fc.string(),
    fc.constantFrom(
      '{"__proto__": {"isAdmin": true}, "email": "x@example.com"}',
      '{"email": "a@example.com", "email": 5}',
      '['.repeat(10_000),
      '{"a":'.repeat(3_000),
      'null',
      '"just a string"',
      '\u0000',
      '{"password": "' + 'x'.repeat(60_000) + '"}',
    ),
    fc.constant(undefined),
  );
}

/** Mostly JSON, so most requests get past the media-type check into validation and the handlers. */
export const contentType = fc.oneof(
  { weight: 6, arbitrary: fc.constant<string | undefined>('application/json') },
  fc.constant(undefined),
  fc.constantFrom(
    'application/json; charset=utf-8',
    'application/json; charset=utf-16',
    'APPLICATION/JSON',
    'application/vnd.api+json',
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=xyz',
    '*/*',
    'json',
  ),
);

export const idSegment = fc.oneof(
  fc.constant('VALID'),
  fc.uuid(),
  fc.string().map((raw) => encodeURIComponent(raw)),
  fc.constantFrom('%ZZ', '..', '%2e%2e', '%00', '%', '%E0%A4%A', 'a/b', '%2F', ' ', '\u00e9'),
);

/** Mostly the valid token, so protected handlers see the hostile bodies too. */
export const authorization = fc.oneof(
  fc.constant<string | undefined>(undefined),
  { weight: 4, arbitrary: fc.constant('VALID') },
  headerText.map((raw) => `Bearer ${raw}`),
  headerText,
);

export const language = fc.option(
  fc.oneof(headerText, fc.constantFrom('de', 'fr-CA,fr;q=0.9', '*', 'xx;q=abc', 'de;q=0, en;q=0', 'es-419')),
  { nil: undefined },
);

/** Every public catalogue endpoint with the query parameters it knows; `{…}` is filled per run. */
export const catalogueEndpoints: ReadonlyArray<{ readonly path: string; readonly params: readonly string[] }> = [
  {
    path: '/catalogue/products',
    params: [
      'catalog',
      'in_category',
      'ids',
      'q',
      'seed_bank',
      'seed_type',
      'category',
      'flowering',
      'height',
      'effect',
      'flavour',
      'badge',
      'price_min',
      'price_max',
      'thc_min',
      'thc_max',
      'in_stock',
      'sort',
      'page',
      'per_page',
    ],
  },
  { path: '/catalogue/products/{slug}', params: [] },
  { path: '/catalogue/products/{id}/similar', params: ['limit'] },
  { path: '/catalogue/resolve', params: ['path'] },
  { path: '/catalogue/seed-banks', params: [] },
  { path: '/catalogue/seed-banks/{slug}', params: [] },
  { path: '/catalogue/suggest', params: ['q'] },
  { path: '/catalogue/redirects', params: [] },
  { path: '/catalogue/images/products/{id}/{file}', params: [] },
  { path: '/catalogue/images/seed-banks/{file}', params: [] },
];

/** Values a hostile or broken client puts into a catalogue query string. */
export const hostileQueryValue = fc.oneof(
  { weight: 3, arbitrary: text },
  fc.constantFrom(
    'NaN',
    'Infinity',
    '-1',
    '0',
    '1e309',
    '99999999999999999999',
    '0x10',
    '1.5',
    ' 7 ',
    'true',
    'feminized,autoflowering',
    'feminized,,,',
    ',',
    'lemon:*',
    "lemon' & !haze",
    'a & | ! ( ) : *',
    '%',
    '_',
    '\\',
    '/cannabis-seeds/feminized-seeds/x',
    '//',
    '/../../etc',
    'popularity; DROP TABLE products',
    'x'.repeat(2_000),
    `${'a,'.repeat(200)}a`,
    'ḟéḿíńíśéé',
    '\u0000',
    '\uFFFF',
  ),
  fc.integer().map(String),
  fc.double().map(String),
);

function wellFormedText(text: string): string {
  return text.replace(/[\uD800-\uDFFF]/gu, '\uFFFD');
}

/** A raw query string: known and unknown names, repeated names, `name[]` arrays, broken escapes. */
export function hostileQuery(params: readonly string[]): fc.Arbitrary<string> {
  const name = fc.oneof(
    { weight: 4, arbitrary: params.length === 0 ? fc.constant('q') : fc.constantFrom(...params) },
    fc.constantFrom('page[]', 'sort[]', 'q[]', 'limit[x]', '__proto__', 'constructor', ''),
    fc.string({ maxLength: 8 }),
  );
  const pair = fc
    .tuple(name, hostileQueryValue, fc.boolean())
    // Lone surrogates cannot be percent-encoded; a browser would send U+FFFD instead.
    .map(([key, value, raw]) => {
      const wellFormed = wellFormedText(value);
      return `${encodeURIComponent(wellFormedText(key))}=${raw ? encodeURI(wellFormed) : encodeURIComponent(wellFormed)}`;
    });
  return fc.oneof(
    fc.array(pair, { maxLength: 6 }).map((pairs) => pairs.join('&')),
    fc.constantFrom('page=1&page=2', 'q=a&q=b', 'per_page=97', 'sort=random', 'limit=%ZZ', '%E0%A4%A', '&&&=', 'q'),
  );
}

export const catalogueSegment = fc.oneof(
  fc.constantFrom('VALID', 'prod-000001', '1.svg', '4.svg', 'x.svg', '.svg', 'alpine-seeds.svg'),
  fc.string({ maxLength: 20 }).map((raw) => encodeURIComponent(raw)),
  fc.constantFrom('%ZZ', '..', '%2e%2e', '%00', '%2F', '%C3%28', 'a'.repeat(400), '🌱'),
);
