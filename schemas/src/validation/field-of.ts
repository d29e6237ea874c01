/**
 * `value[key]` when `value` is an object with that key, else `undefined`. Rules and `hidden`
 * callbacks get documents and parents as `unknown`; this reads one field of them safely.
 */
export function fieldOf(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null && key in value ? Reflect.get(value, key) : undefined;
}
