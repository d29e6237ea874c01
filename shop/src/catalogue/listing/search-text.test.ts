import { describe, expect, it } from 'vitest';
import { normalizeSearchText, prefixTsQuery, searchTokens } from './search-text';

describe('search normalisation', () => {
  it('folds case and accents the same way for documents and queries', () => {
    expect(normalizeSearchText('Graines féminisées')).toBe('graines feminisees');
    expect(normalizeSearchText('Gewächshaus, Größe')).toBe('gewachshaus grosse');
    expect(normalizeSearchText('Floración rápida – ¡sí!')).toBe('floracion rapida si');
    expect(normalizeSearchText('Œuvre Ærø')).toBe('oeuvre aero');
    expect(normalizeSearchText('Skunk #1')).toBe('skunk 1');
  });

  it('is idempotent', () => {
    for (const text of ['Semillas autoflorecientes', 'À autofloraison', 'Überwiegend Indica']) {
      expect(normalizeSearchText(normalizeSearchText(text))).toBe(normalizeSearchText(text));
    }
  });

  it('splits a query into at most eight distinct words', () => {
    expect(searchTokens('  Lemon   HAZE lemon ')).toEqual(['lemon', 'haze']);
    expect(searchTokens("' OR 1=1 --")).toEqual(['or', '1']);
    expect(searchTokens('a b c d e f g h i j')).toHaveLength(8);
    expect(searchTokens('🌱 %%% \u0000')).toEqual([]);
  });

  it('makes every word a prefix match', () => {
    expect(prefixTsQuery(['feminisee', 'lem'])).toBe('feminisee:* & lem:*');
  });
});
