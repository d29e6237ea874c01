// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogues } from '@/i18n/messages';
import { IntlProvider } from '@/ui/testing/intl-test-provider';
import ErrorPage from './error';

vi.mock('next/navigation', () => ({ useParams: () => ({ locale: 'fr' }) }));
vi.mock('@/ui/icon/icon', () => ({ Icon: () => null }));

afterEach(cleanup);

describe('the error boundary', () => {
  it('loads the error page when a failure shows it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <IntlProvider locale="fr-CA" messages={catalogues.fr}>
        <ErrorPage error={new Error('boom')} reset={() => undefined} />
      </IntlProvider>,
    );
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(catalogues.fr['error.server.title']);
    expect(screen.getByRole('link', { name: catalogues.fr['error.backHome'] }).getAttribute('href')).toBe('/fr');
  });
});
