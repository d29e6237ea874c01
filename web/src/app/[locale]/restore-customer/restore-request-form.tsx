'use client';

import { EmailRequestForm } from '@/auth/email-request-form';

const messages = {
  doneTitle: 'auth.restore.sentTitle',
  doneText: 'auth.restore.sentText',
  submit: 'auth.restore.submit',
} as const;

/** Asks for a restore link; like the password reset, the answer is the same for every address. */
export function RestoreRequestForm() {
  return (
    <EmailRequestForm endpoint="customer/account/restore-request" captchaAction="restore_account" messages={messages} />
  );
}
