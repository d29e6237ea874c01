import { describe, expect, it, vi } from 'vitest';
import { catalogues } from '@/i18n/messages';
import { clientMessageIds } from '@/i18n/client-messages/client-message-ids';
import { clientMessagesUrl } from '@/i18n/client-messages/client-messages-url';

const BUILD_ID = '3f2a9c1-mhx7k2p0';

vi.mock('server-only', () => ({}));
vi.mock('@/config/env', () => ({ env: { SEEDSHOP_BUILD_ID: BUILD_ID, SITE_URL: 'http://localhost:3000' } }));

async function get(locale: string, file: string): Promise<Response> {
  const { GET } = await import('./route');
  // Next hands the route the decoded segments; the request's own URL is not read.
  return GET(new Request('http://localhost:3000/builds/messages/x/x.json'), {
    params: Promise.resolve({ locale, file }),
  });
}

describe('GET /builds/messages/{locale}/{buildId}.json', () => {
  it('answers the language’s client messages, exactly the client ids, cacheable for good', async () => {
    const response = await get('fr', `${BUILD_ID}.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const messages = (await response.json()) as Record<string, string>;
    expect(Object.keys(messages).sort()).toEqual([...clientMessageIds].sort());
    expect(messages['header.login']).toBe(catalogues.fr['header.login']);
  });

  it('answers another build’s address with this build’s messages, uncached', async () => {
    const response = await get('de', 'older-build.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(((await response.json()) as Record<string, string>)['header.login']).toBe(catalogues.de['header.login']);
  });

  it('answers 404 for anything but a language and a .json name', async () => {
    for (const [locale, file] of [
      ['xx', `${BUILD_ID}.json`],
      ['EN', `${BUILD_ID}.json`],
      ['en', BUILD_ID],
      ['\u0000', '\u0000'],
      ['../../etc', 'passwd.json'],
    ] as const) {
      const response = await get(locale, file);
      expect(response.status, `${locale}/${file}`).toBe(404);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('is the address pages name', () => {
    expect(clientMessagesUrl('es', BUILD_ID)).toBe(`/builds/messages/es/${BUILD_ID}.json`);
  });
});
