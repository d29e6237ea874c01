import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiMessages } from '../i18n/messages';
import { issuesToFieldErrors } from './validation';

function translate(schema: z.ZodType, input: unknown, locale: 'en' | 'de' = 'en') {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected a failure');
  return Object.fromEntries(
    Object.entries(issuesToFieldErrors(result.error.issues, input)).map(([field, picks]) => [
      field,
      picks.map((pick) => pick(apiMessages[locale])),
    ]),
  );
}

describe('issuesToFieldErrors', () => {
  const schema = z.object({
    name: z.string().trim().min(1).max(5),
    age: z.number().int().min(18),
    mail: z.email(),
    kind: z.enum(['a', 'b']),
    nested: z.object({ flag: z.boolean() }).optional(),
  });

  it('says "required" for missing and null fields, and names the expected type otherwise', () => {
    expect(translate(schema, { name: null, age: 'x', mail: 'a@b.cd', kind: 'a', nested: { flag: 1 } })).toEqual({
      name: ['This field is required.'],
      age: ['Please enter a number.'],
      'nested.flag': ['Please choose yes or no.'],
    });
  });

  it('translates lengths, numbers, formats and choices', () => {
    expect(translate(schema, { name: 'toolong', age: 3, mail: 'nope', kind: 'c' }, 'de')).toEqual({
      name: ['Bitte gib höchstens 5 Zeichen ein.'],
      age: ['Bitte gib eine Zahl von mindestens 18 ein.'],
      mail: ['Bitte gib eine gültige E-Mail-Adresse ein.'],
      kind: ['Bitte wähle einen dieser Werte: a, b.'],
    });
  });

  it('treats an empty (or blank) text as missing', () => {
    expect(translate(schema, { name: '   ', age: 20, mail: 'a@b.cd', kind: 'a' })).toEqual({
      name: ['This field is required.'],
    });
  });

  it('puts problems of the body as a whole under "body"', () => {
    expect(translate(schema, [1, 2])).toEqual({ body: ['The request body must be a JSON object.'] });
    expect(translate(schema, 'text')).toEqual({ body: ['The request body must be a JSON object.'] });
  });
});
