// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callShop, captchaToken, resetIslandMocks } from '@/ui/testing/island-mocks';
import { renderInIntl } from '@/ui/testing/render-in-intl';
import { NewsletterSignup } from './newsletter-signup';

vi.mock('@/ui/icon/icon', async () => (await import('@/ui/testing/island-mocks')).iconModule);
vi.mock('@/ui/toast/notify', async () => (await import('@/ui/testing/island-mocks')).notifyModule);
vi.mock('@/ui/captcha/use-captcha', async () => (await import('@/ui/testing/island-mocks')).captchaModule);
vi.mock('@/shop-client/browser-api', async () => (await import('@/ui/testing/island-mocks')).browserApiModule);

beforeEach(resetIslandMocks);
afterEach(cleanup);

function renderSignup() {
  renderInIntl(<NewsletterSignup heading="Grow tips in your inbox" text="Twice a month, no spam." />);
}

const email = () => screen.getByLabelText(/^E-mail address/u);

async function subscribe() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
  });
}

describe('NewsletterSignup', () => {
  it('shows the editor’s heading and text as a labelled region', () => {
    renderSignup();
    expect(screen.getByRole('region', { name: 'Grow tips in your inbox' })).toBeTruthy();
    expect(screen.getByText('Twice a month, no spam.')).toBeTruthy();
    expect(email().getAttribute('autocomplete')).toBe('email');
  });

  it('checks the address before anything is sent', async () => {
    renderSignup();
    fireEvent.change(email(), { target: { value: 'not an address' } });
    await subscribe();
    expect(callShop).not.toHaveBeenCalled();
    expect(email().getAttribute('aria-invalid')).toBe('true');
  });

  it('signs up with the captcha and then asks to check the inbox', async () => {
    callShop.mockResolvedValueOnce({ ok: true, status: 202, data: { message: 'Please check your inbox.' } });
    renderSignup();
    fireEvent.change(email(), { target: { value: ' nina@example.com ' } });
    await subscribe();
    expect(captchaToken).toHaveBeenCalledWith('newsletter');
    expect(callShop).toHaveBeenCalledWith(
      'newsletter/subscriptions',
      expect.objectContaining({ json: { email: 'nina@example.com', captcha: 'solved' } }),
    );
    expect(screen.getByRole('heading', { name: 'Please check your inbox' })).toBeTruthy();
    expect(screen.getByText('nina@example.com')).toBeTruthy();
  });

  it('keeps the address and shows the shop’s refusal', async () => {
    callShop.mockResolvedValueOnce({
      ok: false,
      status: 429,
      message: 'Too many attempts. Please wait a moment and try again.',
      fieldErrors: {},
      retryAfterSeconds: 60,
    });
    renderSignup();
    fireEvent.change(email(), { target: { value: 'nina@example.com' } });
    await subscribe();
    expect(screen.getByRole('alert').textContent).toContain('Too many attempts.');
    expect(email()).toHaveProperty('value', 'nina@example.com');
  });
});
