'use client';

import { EmailRequestForm } from '@/auth/email-request-form';

const messages = {
  doneTitle: 'auth.forgot.doneTitle',
  doneText: 'auth.forgot.doneText',
  submit: 'auth.forgot.submit',
} as const;

export function ForgotPasswordForm() {
  return (
    <EmailRequestForm endpoint="customer/auth/forgot-password" captchaAction="forgot_password" messages={messages} />
  );
}
