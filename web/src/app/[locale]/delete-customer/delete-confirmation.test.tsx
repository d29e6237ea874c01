// @vitest-environment happy-dom
import en from '@seedshop/locales/en.json';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callShop, resetIslandMocks } from '@/ui/testing/island-mocks';
import { renderInIntl } from '@/ui/testing/render-in-intl';
import { links, refused } from '@/auth/testing/refused-link';
import { DeleteConfirmation } from './delete-confirmation';

vi.mock('@/ui/icon/icon', async () => (await import('@/ui/testing/island-mocks')).iconModule);
vi.mock('@/shop-client/browser-api', async () => (await import('@/ui/testing/island-mocks')).browserApiModule);
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn(), refresh: vi.fn() }) }));

beforeEach(resetIslandMocks);
afterEach(cleanup);

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
