import { describe, expect, it } from 'vitest';
import { isLoopback, normalizeAddress, resolveClientAddress } from './client-ip';

describe('resolveClientAddress', () => {
  it('takes the peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(resolveClientAddress('1.2.3.4', '203.0.113.9', 0)).toBe('203.0.113.9');
    expect(resolveClientAddress(undefined, '203.0.113.9', 0)).toBe('203.0.113.9');
  });

  it('takes the entry the trusted proxies appended, never one the client wrote', () => {
    // The client sent "1.2.3.4, 5.6.7.8"; proxy 1 appended the client, proxy 2 appended proxy 1.
    const chain = '1.2.3.4, 5.6.7.8, 198.51.100.20, 10.0.0.2';
    expect(resolveClientAddress(chain, '10.0.0.3', 2)).toBe('198.51.100.20');
    expect(resolveClientAddress(chain, '10.0.0.3', 1)).toBe('10.0.0.2');
  });

  it('in process (no socket, one trusted gateway): the rightmost entry', () => {
    expect(resolveClientAddress('1.2.3.4, 198.51.100.20', undefined, 1)).toBe('198.51.100.20');
    expect(resolveClientAddress('198.51.100.20', undefined, 1)).toBe('198.51.100.20');
    expect(resolveClientAddress(undefined, undefined, 1)).toBeUndefined();
    expect(resolveClientAddress('', undefined, 1)).toBeUndefined();
  });

  it('gives the leftmost entry of a chain shorter than the trusted proxies', () => {
    expect(resolveClientAddress(undefined, '203.0.113.9', 2)).toBe('203.0.113.9');
    expect(resolveClientAddress('198.51.100.20', '10.0.0.3', 5)).toBe('198.51.100.20');
  });

  it('answers undefined when the chosen entry is not an address', () => {
    expect(resolveClientAddress('1.2.3.4, garbage', undefined, 1)).toBeUndefined();
    expect(resolveClientAddress('\u00ff\u00fe', '203.0.113.9', 1)).toBeUndefined();
  });
});

describe('normalizeAddress', () => {
  it('writes one address one way', () => {
    expect(normalizeAddress(' 203.0.113.7 ')).toBe('203.0.113.7');
    expect(normalizeAddress('203.0.113.7:4711')).toBe('203.0.113.7');
    expect(normalizeAddress('[2001:DB8::1]:443')).toBe('2001:db8::1');
    expect(normalizeAddress('[2001:db8::1]')).toBe('2001:db8::1');
    expect(normalizeAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(normalizeAddress('unknown')).toBeUndefined();
    expect(normalizeAddress('')).toBeUndefined();
  });
});

describe('isLoopback', () => {
  it('knows 127.0.0.0/8, ::1 and their mapped forms', () => {
    for (const address of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1']) expect(isLoopback(address)).toBe(true);
    for (const address of ['10.0.0.1', '::2', '1.127.0.0', 'localhost', undefined])
      expect(isLoopback(address)).toBe(false);
  });
});
