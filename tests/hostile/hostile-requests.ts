import fc from 'fast-check';

/** One request as bytes on the wire: nothing here is checked or escaped by a client library. */
export interface HostileRequest {
  readonly method: string;
  readonly target: string;
  readonly headers: readonly (readonly [string, string])[];
  readonly body: Buffer | undefined;
  /** A Content-Length that differs from the body (a slow or truncated body), when set. */
  readonly declaredLength?: number;
}

export function toBytes(request: HostileRequest, host: string): Buffer {
  const body = request.body ?? Buffer.alloc(0);
  const lines = [`${request.method} ${request.target} HTTP/1.1`, `Host: ${host}`, 'Connection: close'];
  for (const [name, value] of request.headers) lines.push(`${name}: ${value}`);
  if (request.body !== undefined || request.declaredLength !== undefined) {
    lines.push(`Content-Length: ${request.declaredLength ?? body.length}`);
  }
  return Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1'), body]);
}

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

/** Any bytes a client can put in a header value, CR and LF included now and then. */
export const headerValue: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.string({ maxLength: 40 }), weight: 4 },
  // Bytes a header may legally hold (tab, 0x20–0x7E, 0x80–0xFF) — they reach the application...
  {
    arbitrary: fc
      .array(fc.oneof(fc.constant(9), fc.integer({ min: 0x20, max: 0x7e }), fc.integer({ min: 0x80, max: 0xff })), {
        maxLength: 60,
      })
      .map((bytes) => latin1(Uint8Array.from(bytes))),
    weight: 3,
  },
  // ...and any bytes at all, which the HTTP parser must refuse without harm.
  { arbitrary: fc.uint8Array({ maxLength: 60 }).map(latin1), weight: 1 },
  {
    arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }).map((value) => encodeURIComponent(value)),
    weight: 2,
  },
  {
    arbitrary: fc.constantFrom(
      '%00',
      'a%0D%0ASet-Cookie:%20x=1',
      '%E2%82%AC',
      '%C3%28',
      '%',
      '%%',
      '\u00ff\u00fe',
      'é',
      '"quoted"',
      '{"json":true}',
      '[[["",{}],null]]',
      '-1',
      '1e309',
      'Bearer ',
      'Bearer \u00e9',
      'x'.repeat(8_000),
    ),
    weight: 3,
  },
);

const cookieName = fc.constantFrom(
  'token',
  'refresh_token',
  'signed_in',
  'language',
  'cart',
  '__prerender_bypass',
  '__next_preview_data',
  'NEXT_LOCALE',
);
const cookieHeader = fc
  .array(fc.tuple(cookieName, headerValue), { minLength: 1, maxLength: 4 })
  .map((pairs) => pairs.map(([name, value]) => `${name}=${value}`).join('; '));

const headerNames = [
  'authorization',
  'accept-language',
  'x-forwarded-for',
  'x-real-ip',
  'x-forwarded-host',
  'x-forwarded-proto',
  'content-type',
  'origin',
  'referer',
  'sec-fetch-site',
  'accept',
  'accept-encoding',
  'range',
  'if-none-match',
  'if-modified-since',
  'rsc',
  'next-router-prefetch',
  'next-router-state-tree',
  'next-action',
  'next-url',
  'x-middleware-subrequest',
  'x-nextjs-data',
  'purpose',
  'sanity-webhook-signature',
  'idempotency-key',
  'user-agent',
] as const;

export const headers: fc.Arbitrary<(readonly [string, string])[]> = fc
  .tuple(
    fc.option(cookieHeader, { nil: undefined }),
    fc.array(fc.tuple(fc.constantFrom(...headerNames), headerValue), { maxLength: 5 }),
  )
  .map(([cookie, rest]) => (cookie === undefined ? rest : [['cookie', cookie] as const, ...rest]));

/** One path segment: ordinary, encoded, traversal, control bytes, very long, non-ASCII. */
export const segment: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.stringMatching(/^[a-z0-9-]{1,24}$/), weight: 4 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 16 }).map((value) => encodeURIComponent(value)), weight: 2 },
  {
    arbitrary: fc.uint8Array({ minLength: 1, maxLength: 12 }).map((bytes) => [...bytes].map(percent).join('')),
    weight: 1,
  },
  {
    arbitrary: fc.constantFrom(
      '..',
      '.',
      '%2e%2e',
      '%2F',
      '%5C',
      '%00',
      '%ff',
      '%',
      'https:evil.example',
      '%2F%2Fevil.example',
      'page-0',
      'page-99999999999999999999',
      'top-10-x',
      'a'.repeat(3_000),
      '\u00e9',
    ),
    weight: 2,
  },
);

function percent(byte: number): string {
  return `%${byte.toString(16).padStart(2, '0').toUpperCase()}`;
}

export const query: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constant(''), weight: 3 },
  {
    arbitrary: fc
      .array(
        fc.tuple(
          fc.constantFrom(
            'q',
            'page',
            'sort',
            'return_to',
            'redirect',
            'to',
            'from',
            'limit',
            'pack',
            'w',
            'h',
            'fm',
            'token',
            'secret',
            'tab',
            'query',
            'perspective',
            'x',
          ),
          fc.oneof(
            segment,
            headerValue.map((value) => encodeURIComponent(value)),
          ),
        ),
        { minLength: 1, maxLength: 4 },
      )
      .map((pairs) => `?${pairs.map(([name, value]) => `${name}=${value}`).join('&')}`),
    weight: 3,
  },
  {
    arbitrary: fc
      .uint8Array({ maxLength: 30 })
      .map((bytes) => `?${latin1(bytes.filter((byte) => byte > 0x20 && byte !== 0x7f))}`),
    weight: 1,
  },
);

export const method = fc.oneof(
  { arbitrary: fc.constantFrom('GET', 'HEAD'), weight: 6 },
  { arbitrary: fc.constantFrom('POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'), weight: 4 },
  { arbitrary: fc.constantFrom('TRACE', 'PROPFIND', 'BREW', 'get'), weight: 1 },
);

export const body: fc.Arbitrary<Buffer | undefined> = fc.oneof(
  { arbitrary: fc.constant(undefined), weight: 4 },
  { arbitrary: fc.json({ maxDepth: 3 }).map((json) => Buffer.from(json)), weight: 3 },
  { arbitrary: fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)), weight: 2 },
  { arbitrary: fc.constantFrom(100_000, 1_100_000).map((size) => Buffer.alloc(size, 0x7b)), weight: 1 },
);

/**
 * A path from one of `templates`, where `{…}` parameters (and sometimes a whole segment) are
 * replaced by hostile segments, with a hostile query.
 */
export function pathFrom(templates: readonly string[]): fc.Arbitrary<string> {
  return fc
    .tuple(fc.constantFrom(...templates), fc.array(segment, { minLength: 4, maxLength: 4 }), fc.nat(9), query)
    .map(([template, fills, mutation, search]) => {
      let index = 0;
      let path = template.replace(/\{[^}]+\}/g, () => fills[index++ % fills.length] ?? 'x');
      if (mutation === 0) path = `${path}/${fills[3] ?? ''}`;
      if (mutation === 1) path = path.replace(/\/[^/]*$/, `/${fills[2] ?? ''}`);
      return `${path}${search}`;
    });
}

export function requestFor(templates: readonly string[]): fc.Arbitrary<HostileRequest> {
  return fc
    .record({ method, target: pathFrom(templates), headers, body, truncate: fc.nat(19) })
    .map(({ method: verb, target, headers: list, body: payload, truncate }) => ({
      method: verb,
      target,
      headers: list,
      body: payload,
      // One in twenty bodies announces more bytes than it sends: the server must give up, not hang.
      ...(truncate === 0 && payload !== undefined ? { declaredLength: payload.length + 10 } : {}),
    }));
}
