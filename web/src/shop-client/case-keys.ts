/**
 * The shop API speaks snake_case; the app speaks camelCase. Conversion happens in one
 * place, at the client's edge: request bodies go out in snake_case, answers come back in camelCase.
 * Only plain objects are walked; arrays are mapped; every other value passes through unchanged.
 */

export type SnakeToCamel<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<SnakeToCamel<Tail>>}`
  : S;

export type CamelKeys<T> =
  T extends ReadonlyArray<infer Item>
    ? CamelKeys<Item>[]
    : T extends Record<string, unknown>
      ? { [K in keyof T as K extends string ? SnakeToCamel<K> : K]: CamelKeys<T[K]> }
      : T;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

export function snakeCase(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1_$2')
    .toLowerCase();
}

export function camelCase(key: string): string {
  return key.replace(/_+([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}

function convertKeys(value: unknown, convert: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => convertKeys(item, convert));
  if (!isPlainObject(value)) return value;
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) result[convert(key)] = convertKeys(item, convert);
  return result;
}

export function toSnakeKeys(value: unknown): unknown {
  return convertKeys(value, snakeCase);
}

export function toCamelKeys(value: unknown): unknown {
  return convertKeys(value, camelCase);
}
