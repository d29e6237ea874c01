import { describe, expect, it } from 'vitest';
import { clientAddress, createFrontDoor } from './front-door.mjs';

const door = (trustedProxies = 0) =>
  createFrontDoor({
    siteUrl: 'https://shop.example',
    port: 3000,
    trustedProxies,
    allowedHosts: ['shop.internal:8080'],
  });

function admit(
  trustedProxies: number,
  headers: Record<string, string>,
  peer = '203.0.113.9',
  line: { method?: string; url?: string } = {},
) {
  const request = {
    method: line.method ?? 'GET',
    url: line.url ?? '/',
    headers: { ...headers } as Record<string, string | string[] | undefined>,
  };
  return { verdict: door(trustedProxies).admit(request, peer), headers: request.headers };
}

describe('front door', () => {
  it.each(['shop.example', 'localhost:3000', '127.0.0.1:3000', '[::1]:3000', 'SHOP.EXAMPLE', 'shop.internal:8080'])(
    'serves the known host %s',
    (host) => {
      expect(admit(0, { host }).verdict.ok).toBe(true);
    },
  );

  it.each(['evil.example', 'localhost:3001', 'shop.example.evil.example', '', 'shop.example:444'])(
    'answers 421 to the unknown host %j (DNS rebinding, any Host header)',
    (host) => {
      expect(admit(0, { host }).verdict).toMatchObject({ ok: false, status: 421 });
    },
  );

  it('without trusted proxies, takes the peer and ignores every forwarded header the client sends', () => {
    const { verdict, headers } = admit(0, {
      host: 'shop.example',
      'x-forwarded-for': '1.2.3.4',
      'x-real-ip': '5.6.7.8',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'http',
    });
    expect(verdict).toEqual({ ok: true, client: '203.0.113.9' });
    expect(headers['x-forwarded-for']).toBe('203.0.113.9');
    expect(headers['x-real-ip']).toBeUndefined();
    expect(headers['x-forwarded-host']).toBe('shop.example');
    expect(headers['x-forwarded-proto']).toBe('https');
  });

  it('behind one proxy, takes the address the proxy appended and its Host', () => {
    const { verdict, headers } = admit(
      1,
      { host: '10.0.0.2:3000', 'x-forwarded-for': '6.6.6.6, 198.51.100.7', 'x-forwarded-host': 'shop.example' },
      '10.0.0.1',
    );
    expect(verdict).toEqual({ ok: true, client: '198.51.100.7' });
    expect(headers['x-forwarded-for']).toBe('198.51.100.7');
  });

  it('behind a proxy, still refuses an unknown forwarded host', () => {
    expect(admit(1, { host: 'shop.example', 'x-forwarded-host': 'evil.example' }).verdict).toMatchObject({
      status: 421,
    });
  });
});

describe('methods and paths', () => {
  it.each(['TRACE', 'CONNECT', 'PROPFIND', 'get'])('answers 405 to %s', (method) => {
    expect(admit(0, { host: 'shop.example' }, undefined, { method }).verdict).toMatchObject({ ok: false, status: 405 });
  });

  it.each(['/_next/static/%C3%28', '/%E0%A4%A', '/a/%FF'])('answers 400 to the undecodable path %s', (url) => {
    expect(admit(0, { host: 'shop.example' }, undefined, { url }).verdict).toMatchObject({ ok: false, status: 400 });
  });

  it('leaves the query to the page', () => {
    expect(admit(0, { host: 'shop.example' }, undefined, { url: '/search?q=%FF' }).verdict.ok).toBe(true);
  });
});

describe('client address', () => {
  it('cannot be chosen by the client', () => {
    for (let i = 0; i < 20; i += 1) {
      expect(clientAddress(`10.9.8.${i}`, '192.0.2.1', 0)).toBe('192.0.2.1');
      expect(clientAddress(`10.9.8.${i}, 192.0.2.50`, '10.0.0.1', 1)).toBe('192.0.2.50');
    }
  });

  it('maps IPv4-mapped IPv6 peers to IPv4 and drops what is not an address', () => {
    expect(clientAddress(undefined, '::ffff:127.0.0.1', 0)).toBe('127.0.0.1');
    expect(clientAddress('not-an-ip', '10.0.0.1', 1)).toBeUndefined();
    expect(clientAddress(undefined, undefined, 0)).toBeUndefined();
  });
});
