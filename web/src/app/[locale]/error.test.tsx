// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogues } from '@/i18n/messages';
import ErrorPage from './error';

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
});
