import { expect } from 'vitest';
import type { z } from 'zod';
import { readWire, type Reader } from '../wire-reader';

/** Values a wrong answer may hold in place of any field. */
const wrongValues: readonly unknown[] = [null, undefined, 1.5, 7, -1, 'zz', '', true, {}, [], [1]];

type Path = readonly (string | number)[];

function pathsOf(value: unknown, path: Path = []): Path[] {
  if (Array.isArray(value)) return [path, ...value.flatMap((item, index) => pathsOf(item, [...path, index]))];
  if (typeof value === 'object' && value !== null) {
    return [path, ...Object.entries(value).flatMap(([key, item]) => pathsOf(item, [...path, key]))];
  }
  return [path];
}

/** A deep copy of `root` with the value at `path` replaced (or the key deleted, for `DELETE`). */
function withValue(root: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const copy: unknown = structuredClone(root);
  let parent = copy as Record<string | number, unknown>;
  for (const step of path.slice(0, -1)) parent = parent[step] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  if (replacement === DELETE && Array.isArray(parent)) parent.splice(Number(last), 1);
  else if (replacement === DELETE) Reflect.deleteProperty(parent, last);
  else parent[last] = replacement;
  return copy;
}

const DELETE = Symbol('delete');

/**
 * The reader and the contract's schema agree on `fixture` and on every variant of it with one field
 * deleted or replaced by a value of another type: both accept it (with the same result) or both
 * refuse it. Returns how many variants were compared.
 */
export function expectReaderAgrees<T>(reader: Reader<T>, schema: z.ZodType, fixture: unknown): number {
  let compared = 0;
  const variants: { readonly change: string; readonly variant: unknown }[] = [
    { change: 'none', variant: fixture },
    { change: 'unknown key', variant: { ...(fixture as object), unknown_key: 1 } },
  ];
  for (const path of pathsOf(fixture)) {
    for (const replacement of [DELETE, ...wrongValues]) {
      if (replacement === DELETE && path.length === 0) continue;
      const change = `${path.join('.') || '(root)'} = ${replacement === DELETE ? 'deleted' : JSON.stringify(replacement)}`;
      variants.push({ change, variant: withValue(fixture, path, replacement) });
    }
  }
  for (const { change, variant } of variants) {
    const expected = schema.safeParse(variant);
    const read = readWire(reader, variant);
    expect({ change, accepted: read !== null }).toEqual({ change, accepted: expected.success });
    if (expected.success) expect(read).toEqual(expected.data);
    compared += 1;
  }
  return compared;
}
