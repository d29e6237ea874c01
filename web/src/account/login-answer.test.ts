import { describe, expect, it } from 'vitest';
import { readCustomerGreeting } from './login-answer';

describe('readCustomerGreeting', () => {
  it('reads the first name of a login answer', () => {
    expect(readCustomerGreeting({ ttl: 60, customer: { first_name: 'Ada', last_name: 'L' } })).toBe('Ada');
  });

  it('answers null for anything else', () => {
    for (const data of [
      null,
      'Ada',
      {},
      { customer: null },
      { customer: {} },
      { customer: { first_name: '' } },
      { customer: { first_name: 3 } },
    ]) {
      expect(readCustomerGreeting(data), JSON.stringify(data)).toBeNull();
    }
  });
});
