import {
  contactLimits as shopLimits,
  contactMessageRequest,
  contactPhonePattern as shopPhone,
} from '@seedshop/shop/contract';
import { describe, expect, it } from 'vitest';
import { contactLimits, contactPhonePattern, contactProblems, type ContactValues } from './contact-rules';

const valid: ContactValues = {
  firstName: 'Lena',
  lastName: 'Gärtner',
  email: 'lena@example.com',
  phone: '',
  message: 'When will Lemon Haze be back?',
};

describe('contactProblems', () => {
  it('accepts a complete message, with or without a phone number', () => {
    expect(contactProblems(valid)).toEqual({});
    expect(contactProblems({ ...valid, phone: '+49 (30) 123-4567' })).toEqual({});
  });

  it('finds what the shop would refuse, field by field', () => {
    expect(
      contactProblems({ firstName: '  ', lastName: '', email: 'lena@', phone: '12 34', message: ' short  ' }),
    ).toEqual({
      firstName: { kind: 'required' },
      lastName: { kind: 'required' },
      email: { kind: 'email' },
      phone: { kind: 'phone' },
      message: { kind: 'tooShort', min: 10 },
    });
    expect(contactProblems({ ...valid, message: 'x'.repeat(5001) }).message).toEqual({ kind: 'tooLong', max: 5000 });
    expect(contactProblems({ ...valid, firstName: 'A'.repeat(101) }).firstName).toEqual({ kind: 'tooLong', max: 100 });
    expect(contactProblems({ ...valid, email: '' }).email).toEqual({ kind: 'required' });
  });

  it('counts the digits of a phone number: 7 to 15, separators allowed', () => {
    for (const phone of ['030 1234567', '+1 (514) 555-0123', '0049/30/1234567', '+491234567890123']) {
      expect(contactProblems({ ...valid, phone }).phone, phone).toBeUndefined();
    }
    for (const phone of ['123456', '+4912345678901234', '030 123 456 7 ext 8', '+', '+-+-+-1234567']) {
      expect(contactProblems({ ...valid, phone }).phone, phone).toEqual({ kind: 'phone' });
    }
  });
});

describe('the rules and the shop', () => {
  it('share the limits and the phone pattern', () => {
    expect(contactLimits).toEqual(shopLimits);
    expect(contactPhonePattern.source).toBe(shopPhone.source);
  });

  it('agree on sample messages', () => {
    const samples: ContactValues[] = [
      valid,
      { ...valid, phone: '+49 30 1234567' },
      { ...valid, phone: '12 34' },
      { ...valid, message: 'too short' },
      { ...valid, message: `  ${'x'.repeat(10)}  ` },
      { ...valid, firstName: ' ' },
      { ...valid, email: 'lena@@example.com' },
    ];
    for (const values of samples) {
      const browser = Object.keys(contactProblems(values)).length === 0;
      const shop = contactMessageRequest.safeParse({
        first_name: values.firstName,
        last_name: values.lastName,
        email: values.email,
        phone: values.phone,
        message: values.message,
        captcha: 'x',
      }).success;
      expect(browser, JSON.stringify(values)).toBe(shop);
    }
  });
});
