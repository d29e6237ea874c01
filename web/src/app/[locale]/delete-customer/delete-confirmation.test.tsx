// @vitest-environment happy-dom
import en from '@seedshop/locales/en.json';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShopResult } from '@/shop-client/browser-api';
import { callShop, resetIslandMocks } from '@/ui/testing/island-mocks';
import { renderInIntl } from '@/ui/testing/render-in-intl';
import { DeleteConfirmation } from './delete-confirmation';

vi.mock('@/ui/icon/icon', async () => (await import('@/ui/testing/island-mocks')).iconModule);
vi.mock('@/shop-client/browser-api', async () => (await import('@/ui/testing/island-mocks')).browserApiModule);
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn(), refresh: vi.fn() }) }));

beforeEach(resetIslandMocks);
afterEach(cleanup);

/** The shop's refusal of a link: a 422 with its code (the token field error is the shop's own words). */
function refused(code: 'link-invalid' | 'link-expired' | 'link-used', message = 'The shop’s words'): ShopResult {
  return {
    ok: false,
    status: 422,
    message,
    fieldErrors: { token: [message] },
    retryAfterSeconds: null,
    data: { message, code, errors: { token: [message] } },
  };
}

const links = () => screen.queryAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);

describe('DeleteConfirmation with a refused link', () => {
  it('an expired link, signed out: sign in and ask again', async () => {
    callShop.mockResolvedValueOnce(refused('link-expired'));
    renderInIntl(<DeleteConfirmation locale="en" token="a-token-from-the-mail" signedIn={false} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: en['auth.delete.confirm'] }));
    });
    expect(screen.getByRole('heading', { name: en['auth.link.expiredTitle'] })).toBeTruthy();
    expect(screen.getByText(en['auth.delete.renewSignedOut'])).toBeTruthy();
    expect(links()).toEqual([[en['auth.signIn'], '/login']]);
  });
});
