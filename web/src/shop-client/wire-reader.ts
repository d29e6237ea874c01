/**
 * Typed readers of the shop's answers for code that runs in the browser, where Zod's classic API
 * (about 31 KiB gzip) and the contract's schemas must stay out of the page's JavaScript.
 *
 * A reader is declared against the contract's wire type: `object<CartWire>({ … })` must name every
 * key of the type with a reader of that key's type, and no other key, so a field the contract adds,
 * renames or retypes is a compile error here. At run time a reader checks the structure — objects,
 * arrays, strings, finite numbers, safe integers, booleans, nulls, enumerations, literals, UUIDs and
 * ISO instants — and copies only the declared keys, as the contract's schema does. Length and range
 * bounds of the contract's answers are the shop's promise and are not checked again here.
 */

/** Returns the value typed as `T`, or throws a `WireMismatch`. */
export type Reader<T> = (value: unknown) => T;

class WireMismatch extends Error {}

function mismatch(): never {
  throw new WireMismatch('the answer does not have the contract’s shape');
}

function isDict(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export const string: Reader<string> = (value) => (typeof value === 'string' ? value : mismatch());

/** A finite number (JSON has no other). */
export const number: Reader<number> = (value) =>
  typeof value === 'number' && Number.isFinite(value) ? value : mismatch();

/** A safe integer, like the contract's `z.number().int()`. */
export const integer: Reader<number> = (value) =>
  typeof value === 'number' && Number.isSafeInteger(value) ? value : mismatch();

export const boolean: Reader<boolean> = (value) => (typeof value === 'boolean' ? value : mismatch());

const uuidPattern =
  /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/i;

/** An RFC 9562 UUID, like the contract's `z.uuid()`. */
export const uuid: Reader<string> = (value) =>
  typeof value === 'string' && uuidPattern.test(value) ? value : mismatch();

const instantPattern =
  /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])T(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d+)?)?Z$/;

/** An ISO 8601 instant in UTC (`2026-11-29T10:00:00.000Z`), like the contract's `timestamp`. */
export const instant: Reader<string> = (value) =>
  typeof value === 'string' && instantPattern.test(value) ? value : mismatch();

export function literal<const V extends string | number | boolean>(expected: V): Reader<V> {
  return (value) => (value === expected ? expected : mismatch());
}

/** One of the contract's keys, e.g. `oneOf(shippingMethodKeys)`. */
export function oneOf<const K extends readonly string[]>(keys: K): Reader<K[number]> {
  return (value) => (typeof value === 'string' && keys.includes(value) ? value : mismatch());
}

export function nullable<T>(read: Reader<T>): Reader<T | null> {
  return (value) => (value === null ? null : read(value));
}

export function optional<T>(read: Reader<T>): Reader<T | undefined> {
  return (value) => (value === undefined ? undefined : read(value));
}

export function array<T>(read: Reader<T>): Reader<T[]> {
  // Array.from visits holes as undefined, which no reader of the contract takes.
  return (value) => (Array.isArray(value) ? Array.from(value, (item: unknown) => read(item)) : mismatch());
}

/** A JSON object of any keys, each value read by `read` (the contract's `z.record(z.string(), …)`). */
export function record<T>(read: Reader<T>): Reader<Record<string, T>> {
  // fromEntries defines own properties, so a `__proto__` key stays a plain key.
  return (value) =>
    isDict(value) ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key, read(item)])) : mismatch();
}

/** Every key of `T`, each with the reader of its type; an optional key's reader takes `undefined`. */
export type Shape<T> = { readonly [K in keyof T]-?: Reader<T[K]> };

/** An object with exactly the keys of `shape`, read from the value's own properties; other keys are dropped. */
export function object<T>(shape: Shape<T>): Reader<T> {
  const keys = Object.keys(shape) as (keyof T & string)[];
  return (value) => {
    if (!isDict(value)) return mismatch();
    const result: Partial<T> = {};
    for (const key of keys) {
      const item = shape[key](Object.hasOwn(value, key) ? value[key] : undefined);
      if (item !== undefined) result[key] = item;
    }
    return result as T;
  };
}

/**
 * The answer read by `read` (and turned into the app's type by `map`, the feature's mapper), or
 * null when it does not have the contract's shape.
 */
export function readWire<T>(read: Reader<T>, body: unknown): T | null;
export function readWire<T, U>(read: Reader<T>, body: unknown, map: (wire: T) => U): U | null;
export function readWire<T, U>(read: Reader<T>, body: unknown, map?: (wire: T) => U): T | U | null {
  let wire: T;
  try {
    wire = read(body);
  } catch (error) {
    if (error instanceof WireMismatch) return null;
    throw error;
  }
  return map === undefined ? wire : map(wire);
}

/** The message of the contract's plain acknowledgement (`messageResponse`), or null. */
export function readMessage(body: unknown): string | null {
  return readWire(object({ message: string }), body)?.message ?? null;
}
