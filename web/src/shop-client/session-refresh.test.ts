import { NextRequest } from 'next/server';
import { describe, expect, it, vi } from 'vitest';
import { refreshBeforeRender } from './session-refresh';

const page = (cookie: string, headers: Record<string, string> = {}) =>
  new NextRequest('http://localhost:3000/de/account', { headers: { cookie, ...headers } });

describe('refresh before render', () => {
  it('does nothing while the access token cookie is there, or without a refresh cookie', async () => {
    const send = vi.fn();
    expect(await refreshBeforeRender(page('token=a; refresh_token=r'), send)).toBeNull();
    expect(await refreshBeforeRender(page('language=de'), send)).toBeNull();
    expect(send).not.toHaveBeenCalled();
  });

  it('renews an expired access token and hands the page the new cookies', async () => {
    const headers = new Headers();
    headers.append('set-cookie', 'token=new-access; Path=/; Max-Age=3600; HttpOnly; SameSite=lax');
    headers.append('set-cookie', 'refresh_token=new-refresh; Path=/; Max-Age=2592000; HttpOnly; SameSite=lax');
    const send = vi.fn(async (_: Request) => new Response('{}', { status: 200, headers }));
    const result = await refreshBeforeRender(
      page('language=de; refresh_token=old', { 'user-agent': 'Phone', 'x-forwarded-for': '203.0.113.7' }),
      send,
    );
    const call = send.mock.calls[0]?.[0];
    expect(call?.url).toBe('http://localhost:3000/api/shop/customer/auth/refresh');
    expect(call?.method).toBe('POST');
    // The gateway sees the browser's cookies and the same client as the browser's own refresh calls.
    expect(call?.headers.get('cookie')).toBe('language=de; refresh_token=old');
    expect(call?.headers.get('user-agent')).toBe('Phone');
    expect(call?.headers.get('x-forwarded-for')).toBe('203.0.113.7');
    expect(result?.setCookies).toHaveLength(2);
    expect(result?.cookieHeader).toBe('language=de; token=new-access; refresh_token=new-refresh');
  });

  it('passes on the cleared cookies when the refresh is refused', async () => {
    const headers = new Headers();
    headers.append('set-cookie', 'token=; Path=/; Max-Age=0');
    headers.append('set-cookie', 'refresh_token=; Path=/; Max-Age=0');
    const result = await refreshBeforeRender(
      page('refresh_token=stolen'),
      async () => new Response('{}', { status: 401, headers }),
    );
    expect(result?.setCookies).toHaveLength(2);
    expect(result?.cookieHeader).toBe('');
  });

  it('lets the page render without renewal when the gateway cannot be reached', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const down = async (): Promise<Response> => {
      throw new Error('not installed');
    };
    expect(await refreshBeforeRender(page('refresh_token=r'), down)).toBeNull();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('never refreshes for a prefetch', async () => {
    const send = vi.fn();
    expect(await refreshBeforeRender(page('refresh_token=r', { 'next-router-prefetch': '1' }), send)).toBeNull();
  });
});
