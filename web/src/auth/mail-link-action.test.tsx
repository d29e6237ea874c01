// @vitest-environment happy-dom
import en from '@seedshop/locales/en.json';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { createIntl } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShopResult } from '@/shop-client/browser-api';
import { callShop, resetIslandMocks } from '@/ui/testing/island-mocks';
import { renderInIntl } from '@/ui/testing/render-in-intl';
import { newsletterLinkKinds, type NewsletterLinkKindName } from '@/newsletter/newsletter-link-kinds';
import { MailLinkAction } from './mail-link-action';
import { mailLinkTexts } from './mail-link-copy';

vi.mock('@/ui/icon/icon', async () => (await import('@/ui/testing/island-mocks')).iconModule);
vi.mock('@/shop-client/browser-api', async () => (await import('@/ui/testing/island-mocks')).browserApiModule);

beforeEach(resetIslandMocks);
afterEach(cleanup);

const token = 'token-from-the-mail-0123456789';

function renderPage(kind: NewsletterLinkKindName) {
  const copy = newsletterLinkKinds[kind];
  const texts = mailLinkTexts(createIntl({ locale: 'en-US', messages: en }), copy);
  renderInIntl(<MailLinkAction locale="de" token={token} endpoint={copy.endpoint} texts={texts} />);
}

async function press(name: string) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
}

const failure = (status: number, message: string, fieldErrors: Record<string, string[]> = {}): ShopResult => ({
  ok: false,
  status,
  message,
  fieldErrors,
  retryAfterSeconds: status === 429 ? 60 : null,
});

describe('MailLinkAction, newsletter: confirm', () => {
  it('does nothing until the button is pressed (mail scanners open links too)', () => {
    renderPage('confirm');
    expect(callShop).not.toHaveBeenCalled();
  });

  it('confirms with the token and says so', async () => {
    callShop.mockResolvedValueOnce({ ok: true, status: 200, data: { message: 'Confirmed' } });
    renderPage('confirm');
    await press('Yes, subscribe me');
    expect(callShop).toHaveBeenCalledWith('newsletter/confirm', expect.objectContaining({ json: { token } }));
    expect(screen.getByRole('heading', { name: 'You are subscribed' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/de');
  });

  it('explains a used or expired link', async () => {
    callShop.mockResolvedValueOnce(
      failure(422, 'Please check the marked fields.', {
        token: ['This link is invalid or has expired. Please request a new one.'],
      }),
    );
    renderPage('confirm');
    await press('Yes, subscribe me');
    expect(screen.getByRole('heading', { name: 'This link no longer works' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'This link is invalid or has expired. Please request a new one.',
    );
  });

  it('keeps the button when the shop cannot be reached', async () => {
    callShop.mockResolvedValueOnce(failure(0, 'The shop cannot be reached right now.'));
    renderPage('confirm');
    await press('Yes, subscribe me');
    expect(screen.getByRole('alert').textContent).toContain('cannot be reached');
    expect(screen.getByRole('button', { name: 'Yes, subscribe me' })).toBeTruthy();
  });
});

describe('MailLinkAction, newsletter: unsubscribe', () => {
  it('waits for the button, then unsubscribes with the token and says so', async () => {
    callShop.mockResolvedValueOnce({ ok: true, status: 200, data: { message: 'Unsubscribed' } });
    renderPage('unsubscribe');
    expect(screen.getByText(en['newsletter.unsubscribe.intro'])).toBeTruthy();
    expect(callShop).not.toHaveBeenCalled();
    await press('Unsubscribe');
    expect(callShop).toHaveBeenCalledWith('newsletter/unsubscribe', expect.objectContaining({ json: { token } }));
    expect(screen.getByRole('heading', { name: 'You have been unsubscribed' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the shop' }).getAttribute('href')).toBe('/de');
  });

  it('explains an unknown or used link with the shop’s message', async () => {
    callShop.mockResolvedValueOnce(failure(404, 'This unsubscribe link is invalid or has already been used.'));
    renderPage('unsubscribe');
    await press('Unsubscribe');
    expect(screen.getByRole('heading', { name: 'This unsubscribe link no longer works' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('This unsubscribe link is invalid or has already been used.');
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  });

  it('keeps the button after a rate limit, and sends once per press', async () => {
    callShop.mockResolvedValueOnce(failure(429, 'Too many attempts. Please wait a moment and try again.'));
    callShop.mockResolvedValueOnce({ ok: true, status: 200, data: { message: 'Unsubscribed' } });
    renderPage('unsubscribe');
    await press('Unsubscribe');
    expect(screen.getByRole('alert').textContent).toContain('Too many attempts');
    await press('Unsubscribe');
    expect(callShop).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('heading', { name: 'You have been unsubscribed' })).toBeTruthy();
  });
});
