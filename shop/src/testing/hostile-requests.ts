/**
 * Arbitraries of hostile requests for the property-based test of the API (`hostile-input.int.test.ts`).
 */
import fc from 'fast-check';
import {
  changeEmailRequest,
  changePasswordRequest,
  createAddressRequest,
  forgotPasswordRequest,
  languageRequest,
  loginRequest,
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
