import { describe, expect, it } from 'vitest';
import { keepFiguresTogether } from './keep-figures-together';

describe('keepFiguresTogether', () => {
  it('joins a number and its percent sign with a no-break space (English heading)', () => {
    expect(keepFiguresTogether('Winter solstice deals: 20 % off selected strains')).toBe(
      'Winter solstice deals: 20\u00a0% off selected strains',
    );
  });

  it('keeps a minus with its number and leaves words alone (French heading)', () => {
    expect(keepFiguresTogether('Solstice d’hiver : − 20 % sur une sélection de variétés')).toBe(
      'Solstice d’hiver : −\u00a020\u00a0% sur une sélection de variétés',
    );
    expect(keepFiguresTogether('−20\u202f%')).toBe('−20\u202f%');
    expect(keepFiguresTogether('Sorten - jetzt')).toBe('Sorten - jetzt');
  });
});
