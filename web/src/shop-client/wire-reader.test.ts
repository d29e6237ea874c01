import { describe, expect, it, vi } from 'vitest';
import {
  array,
  instant,
  integer,
  literal,
  nullable,
  object,
  oneOf,
  optional,
  readWire,
  record,
  string,
  uuid,
} from './wire-reader';

describe('wire readers', () => {
  it('copy only the declared keys, from the value’s own properties', () => {
    const read = object<{ name: string; note?: string | undefined }>({ name: string, note: optional(string) });
    expect(readWire(read, { name: 'Lemon', extra: 1 })).toEqual({ name: 'Lemon' });
    expect(readWire(read, Object.create({ name: 'inherited' }))).toBeNull();
    expect(readWire(read, ['Lemon'])).toBeNull();
  });

  it('keep a __proto__ key of a record a plain key', () => {
    const read = record(string);
    const value = readWire(read, JSON.parse('{"__proto__":"x","en":"lemon-haze"}'));
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.keys(value ?? {})).toEqual(['__proto__', 'en']);
  });

  it('refuse holes, unsafe integers, unknown keys of an enumeration and malformed UUIDs and instants', () => {
    // eslint-disable-next-line no-sparse-arrays
    expect(readWire(array(integer), [1, , 3])).toBeNull();
    expect(readWire(integer, 2 ** 53)).toBeNull();
    expect(readWire(integer, 1.5)).toBeNull();
    expect(readWire(oneOf(['standard', 'tracked']), 'express')).toBeNull();
    expect(readWire(literal('EUR'), 'USD')).toBeNull();
    expect(readWire(nullable(uuid), 'not-a-uuid')).toBeNull();
    expect(readWire(nullable(uuid), null)).toBeNull();
    expect(readWire(uuid, '3f1c2a4e-8b7d-4c1e-9a2b-5d6e7f8a9b0c')).toBe('3f1c2a4e-8b7d-4c1e-9a2b-5d6e7f8a9b0c');
    expect(readWire(instant, '2026-11-29T10:00:00.000Z')).toBe('2026-11-29T10:00:00.000Z');
    expect(readWire(instant, '2026-11-29 10:00')).toBeNull();
  });

  it('hand a read answer to the mapper, and a mismatch to nobody', () => {
    const map = vi.fn((wire: { name: string }) => wire.name.toUpperCase());
    expect(readWire(object<{ name: string }>({ name: string }), { name: 'lemon' }, map)).toBe('LEMON');
    expect(readWire(object<{ name: string }>({ name: string }), { name: 7 }, map)).toBeNull();
    expect(map).toHaveBeenCalledTimes(1);
  });

  it('let errors other than a mismatch through', () => {
    const broken = () => {
      throw new TypeError('bug');
    };
    expect(() => readWire(broken, 1)).toThrow(TypeError);
  });
});
