// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callShop, captchaToken, resetIslandMocks } from '@/ui/testing/island-mocks';
import { renderInIntl } from '@/ui/testing/render-in-intl';
import { ContactForm } from './contact-form';

vi.mock('@/ui/icon/icon', async () => (await import('@/ui/testing/island-mocks')).iconModule);
vi.mock('@/ui/toast/notify', async () => (await import('@/ui/testing/island-mocks')).notifyModule);
vi.mock('@/ui/captcha/use-captcha', async () => (await import('@/ui/testing/island-mocks')).captchaModule);
vi.mock('@/shop-client/browser-api', async () => (await import('@/ui/testing/island-mocks')).browserApiModule);

beforeEach(resetIslandMocks);
afterEach(cleanup);

const message = 'When will Lemon Haze be back in stock?';

function renderForm(locale: 'en' | 'de' = 'en') {
  renderInIntl(<ContactForm locale={locale} />, locale);
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`, 'u'));
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

function fillIn() {
  type('First name', 'Lena');
  type('Last name', 'Gärtner');
  type('E-mail address', 'lena@example.com');
  type('Your message', message);
}

async function submit(name = 'Send message') {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
}

describe('ContactForm', () => {
  it('labels every field and suggests autofill', () => {
    renderForm();
    expect(field('First name').getAttribute('autocomplete')).toBe('given-name');
    expect(field('Last name').getAttribute('autocomplete')).toBe('family-name');
    expect(field('E-mail address').getAttribute('autocomplete')).toBe('email');
    expect(field('Phone').getAttribute('autocomplete')).toBe('tel');
    expect(field('Phone').getAttribute('type')).toBe('tel');
    expect(field('Your message').tagName).toBe('TEXTAREA');
  });

  it('checks the fields by the shop’s rules before anything is sent', async () => {
    renderForm();
    type('First name', '   ');
    type('E-mail address', 'lena@example');
    type('Phone', '12 34');
    type('Your message', 'Too short');
    await submit();
    expect(callShop).not.toHaveBeenCalled();
    expect(captchaToken).not.toHaveBeenCalled();
    expect(field('First name').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please enter a valid e-mail address, e.g. name@example.com.')).toBeTruthy();
    expect(screen.getByText('Please enter a phone number with 7 to 15 digits, e.g. +49 30 1234567.')).toBeTruthy();
    expect(screen.getByText('Please enter at least 10 characters.')).toBeTruthy();
    expect(document.activeElement).toBe(field('First name'));
  });

  it('sends the message with the captcha and the page language, then says thank you', async () => {
    callShop.mockResolvedValueOnce({ ok: true, status: 201, data: { message: 'Thank you!' } });
    renderForm();
    fillIn();
    type('Phone', ' +49 30 1234567 ');
    await submit();
    expect(captchaToken).toHaveBeenCalledWith('contact');
    expect(callShop).toHaveBeenCalledWith(
      'contact/messages',
      expect.objectContaining({
        json: {
          first_name: 'Lena',
          last_name: 'Gärtner',
          email: 'lena@example.com',
          phone: '+49 30 1234567',
          message,
          language: 'en',
          captcha: 'solved',
        },
      }),
    );
    expect(screen.getByRole('heading', { name: 'Thank you, your message has been sent' })).toBeTruthy();
    expect(screen.getByText('lena@example.com')).toBeTruthy();

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Write another message' }));
    });
    expect(field('Your message')).toHaveProperty('value', '');
  });

  it('shows the shop’s field errors at the fields and keeps everything typed', async () => {
    callShop.mockResolvedValueOnce({
      ok: false,
      status: 422,
      message: 'Bitte prüfe die markierten Felder.',
      fieldErrors: { email: ['Bitte gib eine gültige E-Mail-Adresse ein.'] },
      retryAfterSeconds: null,
    });
    callShop.mockResolvedValueOnce({
      ok: false,
      status: 429,
      message: 'Zu viele Versuche. Bitte warte einen Moment.',
      fieldErrors: {},
      retryAfterSeconds: 3600,
    });
    renderForm('de');
    type('Vorname', 'Lena');
    type('Nachname', 'Gärtner');
    type('E-Mail-Adresse', 'lena@example.com');
    type('Deine Nachricht', message);
    await submit('Nachricht senden');
    expect(field('E-Mail-Adresse').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Bitte gib eine gültige E-Mail-Adresse ein.')).toBeTruthy();
    expect(field('Deine Nachricht')).toHaveProperty('value', message);
    expect(field('Vorname')).toHaveProperty('value', 'Lena');

    await submit('Nachricht senden');
    expect(screen.getByRole('alert').textContent).toContain('Zu viele Versuche.');
    expect(field('Deine Nachricht')).toHaveProperty('value', message);
  });

  it('says so when the captcha cannot be solved, and sends nothing', async () => {
    captchaToken.mockResolvedValueOnce(null);
    renderForm();
    fillIn();
    await submit();
    expect(callShop).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toContain('The security check could not be completed.');
  });
});
