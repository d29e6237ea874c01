'use client';

import { clsx } from 'clsx';
import { useIntl } from '@/i18n/client-intl';
import { Icon } from '@/ui/icon/icon';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, passwordLength } from './password-rules';

/**
 * The password rules as a field hint, ticked off while the visitor types. Only the length rules
 * can be judged here; "not a common password" is the shop's call and is answered on submit.
 */
export function PasswordRulesHint({ password }: { readonly password: string }) {
  const intl = useIntl();
  const length = passwordLength(password);
  const rules = [
    {
      id: 'min',
      met: length >= MIN_PASSWORD_LENGTH,
      text: intl.formatMessage({ id: 'auth.password.ruleMin' }, { min: MIN_PASSWORD_LENGTH }),
    },
    {
      id: 'max',
      met: length > 0 && length <= MAX_PASSWORD_LENGTH,
      text: intl.formatMessage({ id: 'auth.password.ruleMax' }, { max: MAX_PASSWORD_LENGTH }),
    },
    { id: 'common', met: null, text: intl.formatMessage({ id: 'auth.password.ruleCommon' }) },
  ] as const;
  return (
    <>
      {rules.map((rule) => (
        <span key={rule.id} className={clsx('flex items-center gap-1.5', rule.met === true && 'text-success-700')}>
          <Icon
            name={rule.met === true ? 'lucide:circle-check' : 'lucide:circle-dot'}
            size="1em"
            className="shrink-0"
          />
          {rule.text}
          {rule.met === true && <span className="sr-only">{intl.formatMessage({ id: 'auth.password.ruleMet' })}</span>}
        </span>
      ))}
    </>
  );
}
