// @vitest-environment happy-dom
import en from '@seedshop/locales/en.json';
import de from '@seedshop/locales/de.json';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from '@/ui/testing/intl-test-provider';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AGE_COOKIE, hasConfirmedAge } from './age-cookie';
import { AgeGate } from './age-gate';

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

beforeEach(clearCookies);
afterEach(() => {
  cleanup();
  clearCookies();
});

async function renderGate(locale: 'en' | 'de') {
  await act(async () => {
    render(
      <IntlProvider locale={locale} messages={locale === 'en' ? en : de}>
        <AgeGate />
      </IntlProvider>,
    );
  });
}

describe('AgeGate', () => {
  it('asks a first-time visitor in a labelled modal dialog and remembers the answer in a cookie', async () => {
    await renderGate('en');
    const dialog = screen.getByRole('dialog', { name: 'Are you 18 or older?', hidden: true });
    expect(dialog).toBeInstanceOf(HTMLDialogElement);
    expect((dialog as HTMLDialogElement).open).toBe(true);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'I am 18 or older', hidden: true }));
    });
    expect(hasConfirmedAge(document.cookie)).toBe(true);
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
  });

  it('says no in German to someone under 18 and keeps the shop closed', async () => {
    await renderGate('de');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Ich bin unter 18', hidden: true }));
    });
    expect(screen.getByRole('dialog', { name: 'Bist du 18 oder älter?', hidden: true })).toHaveProperty('open', true);
    expect(screen.getByText(/nur für Erwachsene/)).toBeTruthy();
    expect(screen.queryByRole('button', { hidden: true })).toBeNull();
    expect(hasConfirmedAge(document.cookie)).toBe(false);
  });

  it('stays away for a visitor who confirmed before', async () => {
    document.cookie = `${AGE_COOKIE}=1; Path=/`;
    await renderGate('en');
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
  });
});
