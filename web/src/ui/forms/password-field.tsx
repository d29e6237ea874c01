'use client';

import { useState, type InputHTMLAttributes } from 'react';
import { Icon } from '../icon/icon';
import { Field, useField, type FieldOwnProps } from '../kit/field';
import { controlClasses } from '../kit/field-classes';

export interface PasswordFieldProps
  extends FieldOwnProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'children' | 'type'> {}

/**
 * A password input with a button that shows what was typed — typing blind is the commonest cause
 * of a wrong password. The button is a toggle (`aria-pressed`) named "Show password"; the input
 * keeps its value and its focus when it switches.
 */
export function PasswordField(props: PasswordFieldProps) {
  const { frame, control } = useField(props);
  const [visible, setVisible] = useState(false);
  const { intl } = frame;
  return (
    <Field {...frame}>
      <div className="relative mt-1">
        <input
          {...control}
          type={visible ? 'text' : 'password'}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          className={controlClasses({ invalid: frame.field.invalid, className: 'pr-12' })}
        />
        <button
          type="button"
          aria-pressed={visible}
          aria-controls={frame.field.id}
          aria-label={intl.formatMessage({ id: 'form.password.show' })}
          title={intl.formatMessage({ id: visible ? 'form.password.hide' : 'form.password.show' })}
          onClick={() => setVisible((current) => !current)}
          className="absolute top-1/2 right-1 flex size-10 -translate-y-1/2 items-center justify-center rounded-md text-ink-600 hover:bg-ink-50 hover:text-ink-900"
        >
          <Icon name={visible ? 'lucide:eye-off' : 'lucide:eye'} size={20} />
        </button>
      </div>
    </Field>
  );
}
