import { mailboxEntry } from '@seedshop/shop/contract';
import { describe, expect, it } from 'vitest';
import { mailboxMessageFromWire } from './dev-mailbox-view';

describe('mailboxMessageFromWire', () => {
  it('shows a mail of the shop’s dev mailbox with camelCase keys', () => {
    const wire = mailboxEntry.parse({
      id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
      to: 'ana@example.com',
      kind: 'email-confirmation',
      subject: 'Confirm your e-mail address',
      text: 'Open https://shop.test/confirm?token=abc',
      html: '<p>Open</p>',
      created_at: '2026-11-25T20:00:00.000Z',
      sent_at: null,
      links: ['https://shop.test/confirm?token=abc'],
    });
    expect(mailboxMessageFromWire(wire)).toEqual({
      id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
      to: 'ana@example.com',
      kind: 'email-confirmation',
      subject: 'Confirm your e-mail address',
      text: 'Open https://shop.test/confirm?token=abc',
      html: '<p>Open</p>',
      createdAt: '2026-11-25T20:00:00.000Z',
      sentAt: null,
      links: ['https://shop.test/confirm?token=abc'],
    });
  });
});
