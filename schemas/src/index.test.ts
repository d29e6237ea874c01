import { describe, expect, it } from 'vitest';
import { schemaLanguages } from './index';

describe('schema languages', () => {
  it('lists the four shop languages with their own names, English first', () => {
    expect(schemaLanguages).toEqual([
      { id: 'en', title: 'English' },
      { id: 'de', title: 'Deutsch' },
      { id: 'fr', title: 'Français' },
      { id: 'es', title: 'Español' },
    ]);
  });
});
