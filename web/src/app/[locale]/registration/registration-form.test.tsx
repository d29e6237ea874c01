// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callShop, resetIslandMocks } from '@/ui/testing/island-mocks';
import { renderInIntl } from '@/ui/testing/render-in-intl';
import { RegistrationForm } from './registration-form';

vi.mock('@/ui/icon/icon', async () => (await import('@/ui/testing/island-mocks')).iconModule);
vi.mock('@/ui/toast/notify', async () => (await import('@/ui/testing/island-mocks')).notifyModule);
vi.mock('@/ui/captcha/use-captcha', async () => (await import('@/ui/testing/island-mocks')).captchaModule);
vi.mock('@/shop-client/browser-api', async () => (await import('@/ui/testing/island-mocks')).browserApiModule);

beforeEach(resetIslandMocks);
afterEach(cleanup);

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('RegistrationForm', () => {
  it('sends the Instagram name with the registration', async () => {
    callShop.mockResolvedValue({ ok: true, status: 201, data: { message: 'ok' } });
    renderInIntl(<RegistrationForm locale="en" />);
    type(/^First name/u, 'Robin');
    type(/^Last name/u, 'Grower');
    type(/^E-mail/u, 'robin@example.com');
    type(/^Instagram/u, '@green.fingers');
    type(/^Password/u, 'Long-enough-pass-2030');
    type(/^Confirm password|^Repeat password|^Password confirmation/u, 'Long-enough-pass-2030');
    fireEvent.click(screen.getByRole('checkbox', { name: /terms/iu }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    });
    expect(callShop).toHaveBeenCalledWith(
      'customer/auth/register',
      expect.objectContaining({ json: expect.objectContaining({ instagram: '@green.fingers' }) }),
    );
  });
});
