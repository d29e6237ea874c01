'use client';

import { useRef, useState } from 'react';
import { useChangesBeforeHydration } from '@/ui/forms/changed-before-hydration';
import { useIntl } from '@/i18n/client-intl';
import { PasswordRulesHint } from '@/auth/password-rules-hint';
import { PasswordField } from '@/ui/forms/password-field';
import { Checkbox } from '@/ui/kit/checkbox';
import { TextField } from '@/ui/kit/text-field';
import type { CheckoutFields } from './use-checkout-fields';

/**
 * Who the order is for. A guest gives an e-mail and may create an account with a password (the
 * rules ticked off while typing); a customer's order goes to the account's address, shown read-only.
 */
export function ContactFields({
  fields,
  customerEmail,
}: {
  readonly fields: CheckoutFields;
  /** The signed-in customer's e-mail; null for a guest. */
  readonly customerEmail: string | null;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [createAccount, setCreateAccount] = useState(false);
  const [password, setPassword] = useState('');
  const guestFields = useRef<HTMLDivElement>(null);
  // "Create an account" ticked while the page was still plain HTML shows its password field.
  useChangesBeforeHydration(guestFields, (control) => {
    if (control.name === 'createAccount' && control instanceof HTMLInputElement) setCreateAccount(control.checked);
  });
  return customerEmail === null ? (
    <div ref={guestFields} className="space-y-4">
      <TextField
        {...fields.field('email')}
        type="email"
        label={t({ id: 'form.email' })}
        hint={t({ id: 'checkout.contact.emailHint' })}
        autoComplete="email"
        inputMode="email"
        required
        maxLength={254}
      />
      <Checkbox
        {...fields.field('createAccount')}
        label={t({ id: 'checkout.contact.createAccount' })}
        hint={t({ id: 'checkout.contact.createAccountHint' })}
        checked={createAccount}
        onChange={(event) => {
          setCreateAccount(event.currentTarget.checked);
          fields.clearError('createAccount.password');
        }}
      />
      {createAccount && (
        <PasswordField
          {...fields.field('createAccount.password')}
          label={t({ id: 'checkout.contact.password' })}
          hint={<PasswordRulesHint password={password} />}
          autoComplete="new-password"
          required
          onChange={(event) => {
            setPassword(event.currentTarget.value);
            fields.clearError('createAccount.password');
          }}
        />
      )}
    </div>
  ) : (
    <TextField
      intl={intl}
      label={t({ id: 'form.email' })}
      hint={t({ id: 'checkout.contact.customerHint' })}
      value={customerEmail}
      readOnly
      autoComplete="off"
    />
  );
}
