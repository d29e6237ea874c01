'use client';

import { useState } from 'react';
import { useIntl, type ClientIntl } from '@/i18n/client-intl';
import type { MessageId } from '@/i18n/messages';
import { textField } from '@/ui/forms/form-data';
import { PasswordField } from '@/ui/forms/password-field';
import type { ShopForm } from '@/ui/forms/use-shop-form';
import { PasswordRulesHint } from './password-rules-hint';

export interface NewPasswordNames {
  readonly password: string;
  readonly confirm: string;
}

/**
 * "The passwords differ", checked before sending so the visitor is told at once. Nothing is said
 * while the confirmation is still empty: `required` answers that.
 */
export function passwordMismatch(
  data: FormData,
  names: NewPasswordNames,
  t: ClientIntl['formatMessage'],
): Record<string, string | undefined> {
  const confirm = textField(data, names.confirm);
  return {
    [names.confirm]:
      confirm !== '' && confirm !== textField(data, names.password) ? t({ id: 'auth.password.mismatch' }) : undefined,
  };
}

/**
 * A new password and its confirmation. The first shows the password rules, ticked off while the
 * visitor types; the caller lays the two out and checks them with `passwordMismatch`.
 */
export function NewPasswordFields({
  form,
  names,
  labels,
}: {
  readonly form: ShopForm;
  readonly names: NewPasswordNames;
  /** Message ids of the two labels. */
  readonly labels: { readonly password: MessageId; readonly confirm: MessageId };
}) {
  const [password, setPassword] = useState('');
  const t = useIntl().formatMessage;
  return (
    <>
      <PasswordField
        {...form.field(names.password)}
        label={t({ id: labels.password })}
        hint={<PasswordRulesHint password={password} />}
        autoComplete="new-password"
        required
        onChange={(event) => {
          setPassword(event.currentTarget.value);
          form.clearError(names.password);
        }}
      />
      <PasswordField
        {...form.field(names.confirm)}
        label={t({ id: labels.confirm })}
        autoComplete="new-password"
        required
      />
    </>
  );
}
