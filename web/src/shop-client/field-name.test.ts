import { describe, expect, it } from 'vitest';
import { fieldName } from './field-name';

describe('fieldName', () => {
  it('names the form control of a wire field', () => {
    expect(fieldName('postal_code')).toBe('postalCode');
    expect(fieldName('new_password_confirm')).toBe('newPasswordConfirm');
    expect(fieldName('email')).toBe('email');
    expect(fieldName('captcha')).toBe('captcha');
  });
});
