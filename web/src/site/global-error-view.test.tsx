// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogues } from '@/i18n/messages';
import { GlobalErrorView } from './global-error-view';

afterEach(cleanup);

describe('the last-resort error page', () => {
  it('says what happened in the visitor’s language, with a retry and a way home', async () => {
    const reset = vi.fn();
    render(<GlobalErrorView locale="es" reset={reset} />);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(catalogues.es['error.server.title']);
    expect(screen.getByRole('link', { name: catalogues.es['error.backHome'] }).getAttribute('href')).toBe('/es');
    fireEvent.click(screen.getByRole('button', { name: catalogues.es['error.tryAgain'] }));
    expect(reset).toHaveBeenCalledOnce();
  });
});
