import { screen } from '@testing-library/react';
import type { ShopResult } from '@/shop-client/browser-api';

/** The shop's refusal of a mail link: a 422 with its code (the token field error is the shop's own words). */
export function refused(code: 'link-invalid' | 'link-expired' | 'link-used', message = 'The shop’s words'): ShopResult {
  return {
    ok: false,
    status: 422,
    message,
    fieldErrors: { token: [message] },
    retryAfterSeconds: null,
    data: { message, code, errors: { token: [message] } },
  };
}

/** The links the rendered page offers, as [text, href]. */
export const links = () => screen.queryAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
