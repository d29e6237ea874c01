import { defaultLocale, isLocale, localeTag } from '@seedshop/locales';
import { NextRequest, NextResponse } from 'next/server';
import { localPath } from '@/routing/local-path';
import { pathTo } from '@/routing/paths';
import { forwardToShop, type GatewayOptions, type ShopTarget } from '@/shop-client/gateway';
import { addFormFields, MAX_QUANTITY_PER_LINE } from './add-form-fields';

/** Request headers the shop call keeps from the browser's form post (who, from where, which client). */
const keptHeaders = ['cookie', 'user-agent', 'x-forwarded-for', 'sec-fetch-site', 'origin'];

const MAX_FORM_BYTES = 16 * 1024;

export type AddFormOutcome = 'added' | 'failed';

/** The page to come back to, told how the add went (`?pack=5&cart=added`). */
function backTo(returnTo: string, pack: string | null, outcome: AddFormOutcome): string {
  const url = new URL(returnTo, 'http://back.invalid');
  if (pack !== null && /^[1-9][0-9]{0,3}$/.test(pack)) url.searchParams.set(addFormFields.pack, pack);
  url.searchParams.set('cart', outcome);
  return `${url.pathname}${url.search}`;
}

/**
 * The product page's add-to-cart form without JavaScript: the post goes to the shop through the
 * gateway (so the cart cookie is read and stored exactly as for the browser's own calls) and the
 * answer is a 303 back to the product page, carrying the gateway's cookies.
 */
export async function addToCartFromForm(
  request: NextRequest,
  target: ShopTarget,
  options: GatewayOptions,
): Promise<NextResponse> {
  if (Number(request.headers.get('content-length') ?? '0') > MAX_FORM_BYTES) {
    return NextResponse.json({ message: 'Request body too large' }, { status: 413 });
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return NextResponse.json({ message: 'The form could not be read' }, { status: 400 });
  }
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : null;
  };
  const locale = text(addFormFields.locale);
  const home = pathTo(isLocale(locale) ? locale : defaultLocale, 'home');
  const returnTo = localPath(text(addFormFields.returnTo) ?? '') ?? home;
  const pack = text(addFormFields.pack);
  const variant = pack === null ? null : text(addFormFields.variantOf(Number(pack)));
  const quantity = Math.min(
    MAX_QUANTITY_PER_LINE,
    Math.max(1, Math.trunc(Number(text(addFormFields.quantity) ?? '1')) || 1),
  );

  const redirect = (outcome: AddFormOutcome, from?: Response) => {
    const response = new NextResponse(null, {
      status: 303,
      headers: { location: backTo(returnTo, pack, outcome), 'cache-control': 'no-store' },
    });
    for (const cookie of from?.headers.getSetCookie() ?? []) response.headers.append('set-cookie', cookie);
    return response;
  };
  if (variant === null || variant.trim() === '') return redirect('failed');

  const headers = new Headers({ 'content-type': 'application/json', accept: 'application/json' });
  for (const name of keptHeaders) {
    const value = request.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  headers.set('accept-language', isLocale(locale) ? localeTag(locale) : (request.headers.get('accept-language') ?? ''));
  const shopCall = new NextRequest(new URL(`${options.mountPath}/cart/lines`, request.nextUrl.origin), {
    method: 'POST',
    headers,
    body: JSON.stringify({ variant_id: variant, quantity }),
  });
  const answer = await forwardToShop(shopCall, target, options);
  return redirect(answer.ok ? 'added' : 'failed', answer);
}
