import { describe, expect, it } from 'vitest';
import { createUniqueNames } from './unique-names';

describe('createUniqueNames', () => {
  it('slugs names with letters outside ASCII by transliterating them, not dropping them', () => {
    const names = createUniqueNames();
    expect(names.claim('Cœur de Lion')).toEqual({ name: 'Cœur de Lion', slug: 'coeur-de-lion' });
    expect(names.claim('Łódź Kush')).toEqual({ name: 'Łódź Kush', slug: 'lodz-kush' });
  });

  it('numbers a taken name, and a name whose slug is taken', () => {
    const names = createUniqueNames();
    expect(names.claim('Lemon Haze')).toEqual({ name: 'Lemon Haze', slug: 'lemon-haze' });
    expect(names.claim('Lemon Haze')).toEqual({ name: 'Lemon Haze #2', slug: 'lemon-haze-2' });
    expect(names.claim('Lemon-Haze')).toEqual({ name: 'Lemon-Haze #3', slug: 'lemon-haze-3' });
  });
});
