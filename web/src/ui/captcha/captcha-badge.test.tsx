// @vitest-environment happy-dom
import en from '@seedshop/locales/en.json';
import fr from '@seedshop/locales/fr.json';
import { cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from '@/ui/testing/intl-test-provider';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CaptchaBadge } from './captcha-badge';

vi.mock('../icon/icon', () => ({ Icon: () => null }));
afterEach(cleanup);

function renderInForm(locale: 'en' | 'fr') {
  render(
    <IntlProvider locale={locale} messages={locale === 'en' ? en : fr}>
      <form aria-label="form">
        <button type="submit">Send</button>
        <CaptchaBadge provider="altcha" />
      </form>
    </IntlProvider>,
  );
}

/** The badge and every element up to the form: none may float over the page. */
function positionedClasses(element: HTMLElement): string[] {
  const found: string[] = [];
  for (let node: HTMLElement | null = element; node !== null && node.tagName !== 'FORM'; node = node.parentElement) {
    found.push(...[...node.classList].filter((name) => /^(fixed|absolute|sticky)$/.test(name)));
  }
  return found;
}

describe('CaptchaBadge', () => {
  it('sits inline in the form that uses the captcha, never fixed over the page', () => {
    renderInForm('en');
    const link = screen.getByRole('link', { name: /Protected by ALTCHA/ });
    expect(screen.getByRole('form').contains(link)).toBe(true);
    expect(positionedClasses(link)).toEqual([]);
  });

  it('says so in French too, with the new-tab notice', () => {
    renderInForm('fr');
    const link = screen.getByRole('link', { name: new RegExp(fr['captcha.badge']) });
    expect(link.textContent).toContain(fr['captcha.badgeNewTab']);
    expect(positionedClasses(link)).toEqual([]);
  });

  it('shows nothing for reCAPTCHA (Google brings its own) or without a captcha', () => {
    const { container } = render(
      <IntlProvider locale="en" messages={en}>
        <CaptchaBadge provider={null} />
        <CaptchaBadge provider="recaptcha" />
      </IntlProvider>,
    );
    expect(container.innerHTML).toBe('');
  });
});
