import { describe, expect, it } from 'vitest';
import { groupByLetter, indexLetter } from './seed-bank-groups';

describe('A–Z index of seed banks', () => {
  it('files names under their first letter without accents, others under #', () => {
    expect(indexLetter('Élite Seeds')).toBe('E');
    expect(indexLetter('  ñ Genetics')).toBe('N');
    expect(indexLetter('420 Labs')).toBe('#');
    expect(indexLetter('')).toBe('#');
  });

  it('orders groups A–Z with # last and names alphabetically within a group', () => {
    const banks = ['Zamnesia', '00 Seeds', 'Barney’s Farm', 'Ögo Seeds', 'Bomb Seeds', 'Amsterdam Genetics'].map(
      (name) => ({ name }),
    );
    const groups = groupByLetter(banks, 'de-DE');
    expect(groups.map((group) => group.letter)).toEqual(['A', 'B', 'O', 'Z', '#']);
    expect(groups[1]?.items.map((bank) => bank.name)).toEqual(['Barney’s Farm', 'Bomb Seeds']);
  });
});
