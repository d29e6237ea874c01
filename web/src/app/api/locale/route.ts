import { isLocale, languageCookie, type Locale } from '@seedshop/locales';
import type { languageRequest } from '@seedshop/shop/contract';
import { NextResponse, type NextRequest } from 'next/server';
import { switchLocaleTarget } from '@/routing/switch-locale';
import { pageResolvers } from '@/site/page-resolvers';
import { serverShopClient } from '@/shop-client/server-client.server';
import { sessionToken, TOKEN_COOKIE } from '@/shop-client/session-cookies';
import type { WireBody } from '@/shop-client/wire-body';
import { cookies } from 'next/headers';

/**
 * The language switcher's target: `GET /api/locale?to=de&from=/ui-page` answers 303 to the same
 * page in German (`/de/ui-page`) and remembers the choice in the language cookie. Works without
 * JavaScript: when `from` is missing, the same-origin Referer tells the current page.
 */
export async function GET(request: NextRequest) {
  const to = request.nextUrl.searchParams.get('to');
  if (!isLocale(to)) {
    return NextResponse.json({ message: 'Unknown language', errors: { to: ['Unknown language'] } }, { status: 400 });
  }
  const from = request.nextUrl.searchParams.get('from') ?? refererPath(request);
  const location = await switchLocaleTarget(to, from, pageResolvers);
  // A GET anyone can link to or embed: only a click on this site's own switcher (the browser says
  // `Sec-Fetch-Site: same-origin`) may change what the customer's account stores.
  if (request.headers.get('sec-fetch-site') === 'same-origin') await rememberLanguage(to);
  // A relative Location: the browser stays on the host it asked (`127.0.0.1` or `localhost`), where its
  // session cookies live. The server's own idea of its origin can name another host, and a redirect
  // there would sign the shopper out.
  const response = new NextResponse(null, { status: 303, headers: { Location: location } });
  response.cookies.set(languageCookie.name, to, {
    maxAge: languageCookie.maxAgeSeconds,
    path: languageCookie.path,
    sameSite: languageCookie.sameSite,
  });
  return response;
}

function refererPath(request: NextRequest): string | null {
  const referer = request.headers.get('referer');
  if (!referer) return null;
  try {
    const url = new URL(referer);
    // Compared with the host the browser asked for, not the server's configured origin.
    const host = request.headers.get('host');
    return host !== null && url.host === host ? `${url.pathname}${url.search}` : null;
  } catch {
    return null;
  }
}

/**
 * A signed-in customer's language choice is sent to the shop (for mails and the next
 * visit). Only when a token exists; a failure must not stop the switch itself.
 */
async function rememberLanguage(language: Locale): Promise<void> {
  if (sessionToken((await cookies()).get(TOKEN_COOKIE)?.value) === undefined) return;
  try {
    const client = await serverShopClient(language);
    await client.post('customer/account/language', { json: { language } satisfies WireBody<typeof languageRequest> });
  } catch (error) {
    console.warn('[locale] could not store the language preference', error);
  }
}
