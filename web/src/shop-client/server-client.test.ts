import { describe, expect, it, vi } from 'vitest';

const state = vi.hoisted(() => ({
  cookies: new Map<string, string>(),
  writable: true,
  calls: [] as string[],
}));

vi.mock('@/config/env', () => ({ env: { SITE_URL: 'http://localhost:3000' } }));
vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (state.cookies.has(name) ? { name, value: state.cookies.get(name) } : undefined),
    set: (name: string, value: string) => {
      if (!state.writable) throw new Error('Cookies can only be modified in a Server Action or Route Handler.');
      state.cookies.set(name, value);
    },
  }),
  headers: async () => new Headers({ 'user-agent': 'server-test', 'x-forwarded-for': '203.0.113.9' }),
}));
vi.mock('./target.server', () => {
  const target = async (request: Request) => {
    const path = new URL(request.url).pathname;
    state.calls.push(`${request.method} ${path} ${request.headers.get('authorization') ?? '-'}`);
    if (path === '/customer/auth/refresh') {
      const body: unknown = await request.json();
      return Response.json(
        JSON.stringify(body) === '{"refresh_token":"old-refresh"}'
          ? { token: 'new-access', ttl: 15, refresh_token: 'new-refresh', customer: {} }
          : { message: 'Unauthorized' },
        { status: JSON.stringify(body) === '{"refresh_token":"old-refresh"}' ? 200 : 401 },
      );
    }
    return request.headers.get('authorization') === 'Bearer new-access'
      ? Response.json({ ok: true })
      : Response.json({ message: 'Unauthorized' }, { status: 401 });
  };
  return {
    shopTarget: () => target,
    shopFetch: () => (input: RequestInfo | URL, init?: RequestInit) => target(new Request(input, init)),
  };
});

const { serverShopClient } = await import('./server-client.server');

function signedIn(writable: boolean) {
  state.cookies = new Map([
    ['token', 'old-access'],
    ['refresh_token', 'old-refresh'],
    ['signed_in', '1'],
  ]);
  state.writable = writable;
  state.calls = [];
}

describe('serverShopClient: a 401 while a token exists', () => {
  it('renews once, stores the new cookies and retries, where the answer can carry cookies (route handlers, actions)', async () => {
    signedIn(true);
    const client = await serverShopClient('en');
    const response = await client.post('customer/account/language', { json: { language: 'de' } });
    expect(response.status).toBe(200);
    expect(state.calls).toEqual([
      'POST /customer/account/language Bearer old-access',
      'POST /customer/auth/refresh -',
      'POST /customer/account/language Bearer new-access',
    ]);
    expect(state.cookies.get('token')).toBe('new-access');
    expect(state.cookies.get('refresh_token')).toBe('new-refresh');
  });

  it('leaves the refresh token unspent while a server component renders (it cannot store a new one)', async () => {
    signedIn(false);
    const client = await serverShopClient('en');
    const response = await client.get('customer/account');
    expect(response.status).toBe(401);
    expect(state.calls).toEqual(['GET /customer/account Bearer old-access']);
  });
});
