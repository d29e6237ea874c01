// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from '@/ui/testing/intl-test-provider';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogues } from '@/i18n/messages';
import { ShopAnswerError } from '@/shop-client/shop-answer';
import { ErrorView as ErrorPage } from './error-view';

vi.mock('next/navigation', () => ({ useParams: () => ({ locale: 'de' }) }));
vi.mock('@/ui/icon/icon', () => ({ Icon: () => null }));

afterEach(cleanup);

describe('generic error page', () => {
  it('shows the translated "Internal Server Error" page with a way back home and a retry', () => {
    const reset = vi.fn();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = Object.assign(new Error('boom'), { digest: 'abc123' });
    render(
      <IntlProvider locale="de-DE" messages={catalogues.de}>
        <ErrorPage error={error} reset={reset} />
      </IntlProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Interner Serverfehler');
    expect(screen.getByRole('link', { name: 'Zurück zur Startseite' }).getAttribute('href')).toBe('/de');
    expect(screen.getByText('abc123')).toBeTruthy();
    expect(screen.queryByText('boom')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(reset).toHaveBeenCalledOnce();
  });

  it('shows the real status a failure carries, from the digest that survives the server', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const unavailable = new ShopAnswerError('GET catalogue/products', 'status 503', 503);
    // In production only the digest reaches the page.
    const fromServer = Object.assign(new Error('An error occurred in the Server Components render.'), {
      digest: unavailable.digest,
    });
    const { container } = render(
      <IntlProvider locale="de-DE" messages={catalogues.de}>
        <ErrorPage error={fromServer} reset={() => undefined} />
      </IntlProvider>,
    );
    expect(screen.getByText('Fehler 503')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Dienst nicht verfügbar');
    expect(container.querySelector('[data-status]')?.getAttribute('data-status')).toBe('503');
  });

  it('stays at 500 for a failure that knows no status, and for a wrong answer of the shop', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <IntlProvider locale="en-US" messages={catalogues.en}>
        <ErrorPage error={new ShopAnswerError('GET x', 'unexpected answer')} reset={() => undefined} />
      </IntlProvider>,
    );
    expect(screen.getByText('Error 500')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Internal Server Error');
  });
});
