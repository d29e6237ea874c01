// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useIntl } from './client-intl';
import { ClientIntlProvider } from './intl-provider';

function CartLabel() {
  return <>{useIntl().formatMessage({ id: 'header.cart' })}</>;
}

const file = '/builds/messages/de.test0123456789ab.js';

afterEach(() => {
  cleanup();
  delete window.__seedshopMessages;
});

describe('ClientIntlProvider', () => {
  it('uses the messages the page loaded before hydration, without loading them again', () => {
    window.__seedshopMessages = { locale: 'fr', messages: { 'header.cart': 'Panier' } as never, icons: [] };
    render(
      <ClientIntlProvider tag="fr-FR" locale="fr" messageFile="/builds/messages/fr.x.js">
        <CartLabel />
      </ClientIntlProvider>,
    );
    expect(screen.getByText('Panier')).toBeTruthy();
    expect(document.querySelectorAll('script[src*="/builds/messages/"]')).toHaveLength(0);
  });

  it('loads the message file itself when the page came without it and shows no raw id meanwhile', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    // The test's DOM does not run scripts: the file's script element is kept out of it and its load
    // is played below.
    const appended: HTMLScriptElement[] = [];
    const append = vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
      for (const node of nodes) if (node instanceof HTMLScriptElement) appended.push(node);
    });
    await act(async () => {
      render(
        <ClientIntlProvider tag="de-DE" locale="de" messageFile={file}>
          <CartLabel />
        </ClientIntlProvider>,
      );
    });
    const [script, ...more] = appended;
    expect(script?.src).toMatch(/\/builds\/messages\/de\.test0123456789ab\.js$/);
    expect(more).toHaveLength(0);
    expect(screen.queryByText('header.cart')).toBeNull();

    // The file runs: it sets the global, then the script's load event fires.
    window.__seedshopMessages = { locale: 'de', messages: { 'header.cart': 'Warenkorb' } as never, icons: [] };
    await act(async () => {
      script?.dispatchEvent(new Event('load'));
    });
    expect(await screen.findByText('Warenkorb')).toBeTruthy();
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
    append.mockRestore();
  });
});
