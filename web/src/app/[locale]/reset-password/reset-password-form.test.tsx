// @vitest-environment happy-dom
import en from '@seedshop/locales/en.json';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callShop, resetIslandMocks } from '@/ui/testing/island-mocks';
import { renderInIntl } from '@/ui/testing/render-in-intl';
import { links, refused } from '@/auth/testing/refused-link';
import { ResetPasswordForm } from './reset-password-form';

vi.mock('@/ui/icon/icon', async () => (await import('@/ui/testing/island-mocks')).iconModule);
vi.mock('@/shop-client/browser-api', async () => (await import('@/ui/testing/island-mocks')).browserApiModule);
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn(), refresh: vi.fn() }) }));

beforeEach(resetIslandMocks);
afterEach(cleanup);

describe('ResetPasswordForm with a refused link', () => {
  it('replaces the form with what happened and a way to a new link', async () => {
    callShop.mockResolvedValueOnce(refused('link-used'));
    renderInIntl(<ResetPasswordForm locale="en" token="a-token-from-the-mail" signedIn />);
    for (const input of document.querySelectorAll('input[type="password"]')) {
      fireEvent.change(input, { target: { value: 'Ein-gutes-Passwort-9' } });
    }
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: en['auth.reset.submit'] }));
    });
    expect(screen.getByRole('heading', { name: en['auth.link.usedTitle'] })).toBeTruthy();
    expect(links()).toEqual([
      [en['auth.requestNewLink'], '/forgot-password'],
      [en['auth.toAccount'], '/account'],
    ]);
  });
});
