import { readFileSync } from 'node:fs';
import { locales } from '@seedshop/locales';
import { describe, expect, it } from 'vitest';
import { apiMessages, type ApiMessages } from './messages';

/** Every text of a catalogue, with sample arguments for the parameterised ones. */
function texts(messages: ApiMessages): Map<string, string> {
  const result = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    if (typeof value === 'string') result.set(key, value);
    else if (typeof value === 'function') result.set(key, String(value(42)));
    else for (const [kind, label] of Object.entries(value)) result.set(`${key}.${kind}`, String(label));
  }
  return result;
}

/** Names that are the same in every language. */
const sameEverywhere = new Set(['taxIdLabels.dni-nie', 'taxIdLabels.cpf', 'taxIdLabels.cuit']);

describe('API messages', () => {
  const english = texts(apiMessages.en);

  it.each(locales.filter((locale) => locale !== 'en'))(
    'are translated to %s, with nothing left in English',
    (locale) => {
      const translated = texts(apiMessages[locale]);
      expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
      const untranslated = [...translated].filter(
        ([key, text]) => !sameEverywhere.has(key) && text === english.get(key),
      );
      expect(untranslated).toEqual([]);
    },
  );

  it.each(locales)('fill in their parameters (%s)', (locale) => {
    const messages = apiMessages[locale];
    expect(messages.tooShort(8)).toContain('8');
    expect(messages.addressLimit(20)).toContain('20');
    expect(messages.taxIdChecksum('CPF')).toContain('CPF');
    for (const text of texts(messages).values()) expect(text.trim()).not.toBe('');
  });

  it.each(locales)('name the address form’s own “no house number” box (%s)', (locale) => {
    const catalogue: unknown = JSON.parse(
      readFileSync(new URL(`../../../locales/${locale}.json`, import.meta.url), 'utf8'),
    );
    const label =
      typeof catalogue === 'object' && catalogue !== null && 'address.noHouseNumber' in catalogue
        ? catalogue['address.noHouseNumber']
        : undefined;
    expect(typeof label).toBe('string');
    expect(apiMessages[locale].houseNumberRequired).toContain(String(label));
  });

  it('choose singular or plural by the count', () => {
    expect(apiMessages.es.cartQuantityLowered(1)).toMatch(/^Solo queda 1 en stock/u);
    expect(apiMessages.es.cartQuantityLowered(3)).toMatch(/^Solo quedan 3 en stock/u);
    expect(apiMessages.fr.cartLinesDropped(1)).toContain(
      '1 article de votre visite précédente n’a pas pu être ajouté.',
    );
    expect(apiMessages.de.cartLinesDropped(1)).toContain('1 Artikel deines letzten Besuchs konnte nicht');
    expect(apiMessages.en.cartLinesDropped(2)).toContain('2 items from your earlier visit');
  });
});
