import { describe, expect, it } from 'vitest';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, checkPassword } from './password-policy';

describe('checkPassword', () => {
  it('accepts a long, uncommon pass phrase', () => {
    expect(checkPassword('purple-kush under the tin roof', 'anna.smith@example.com')).toEqual([]);
  });

  it('allows between 8 and 128 characters', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(8);
    expect(MAX_PASSWORD_LENGTH).toBe(128);
    expect(checkPassword('Gx7!kq2')).toEqual(['too-short']);
    expect(checkPassword('Gx7!kq2v')).toEqual([]);
    expect(checkPassword('x'.repeat(128))).toEqual([]);
    expect(checkPassword('x'.repeat(129))).toEqual(['too-long']);
  });

  it('allows pass phrases of at least 64 characters (ASVS)', () => {
    expect(checkPassword('correct horse battery staple '.repeat(3).slice(0, 64))).toEqual([]);
  });

  it('counts characters, not UTF-16 units', () => {
    // Seven emoji are 14 UTF-16 units but only 7 characters.
    expect(checkPassword('🌱🌿🍃🌾🌵🌳🌲')).toEqual(['too-short']);
    expect(checkPassword('🌱🌿🍃🌾🌵🌳🌲🌴')).toEqual([]);
    // 128 emoji are 256 UTF-16 units and still allowed.
    expect(checkPassword('🌱'.repeat(128))).toEqual([]);
    expect(checkPassword('🌱'.repeat(129))).toEqual(['too-long']);
  });

  it('does not trim: spaces count', () => {
    expect(checkPassword('  abc12  ')).toEqual([]);
    expect(checkPassword(' Gx7!kq ')).toEqual([]);
  });

  it.each(['password', 'Password', 'PASSWORD', '12345678', 'qwertyuiop', 'iloveyou', 'sunshine', 'Trustno1'])(
    'refuses %j: on the common-password list in any letter case',
    (password) => {
      expect(checkPassword(password)).toContain('too-common');
    },
  );

  it.each(['seedshop', 'SeedShop', 'cannabis', 'CANNABIS'])('refuses %j: the shop’s own words', (password) => {
    expect(checkPassword(password)).toEqual(['too-common']);
  });

  it('reports every problem at once', () => {
    expect(checkPassword('123456')).toEqual(['too-short', 'too-common']);
  });

  it('refuses a password that contains the e-mail’s local part, in any letter case', () => {
    expect(checkPassword('AnnaSmith2024!', 'annasmith@example.com')).toEqual(['contains-email']);
    expect(checkPassword('my-anna.smith-pw', 'Anna.Smith@Example.com')).toEqual(['contains-email']);
  });

  it('ignores local parts shorter than 4 characters', () => {
    expect(checkPassword('max-green-thumb', 'max@example.com')).toEqual([]);
    expect(checkPassword('greenthumb-anna', 'anna@example.com')).toEqual(['contains-email']);
  });

  it('ignores the domain and a missing e-mail', () => {
    expect(checkPassword('example.com-rocks', 'anna.smith@example.com')).toEqual([]);
    expect(checkPassword('annasmith-rocks')).toEqual([]);
  });
});
