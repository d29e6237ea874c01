'use client';

import { useRef, useState, type FormEvent } from 'react';
import { useIntl } from '@/i18n/client-intl';
import { Button } from '@/ui/kit/button';
import { Checkbox } from '@/ui/kit/checkbox';
import { RequiredNote } from '@/ui/kit/required-note';
import { Select } from '@/ui/kit/select';
import { TextField } from '@/ui/kit/text-field';

// In form order: the first one with an error gets the focus.
const fieldNames = ['name', 'email', 'seedType', 'terms'] as const;
type FieldName = (typeof fieldNames)[number];
type Errors = Partial<Record<FieldName, string>>;

// Deliberately loose: the demo shows the error state, the server validates real forms.
const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function text(data: FormData, name: string): string {
  const value = data.get(name);
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * A live form: submitting it with mistakes shows translated errors and moves focus to the first
 * wrong field, and everything typed stays. The submit handler reads FormData instead of using a
 * form action because React resets uncontrolled fields after an action, which would lose input.
 */
export function FormDemo() {
  const intl = useIntl();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [sent, setSent] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next: Errors = {};
    if (text(data, 'name') === '') next.name = intl.formatMessage({ id: 'uiPage.field.name.error' });
    if (!emailShape.test(text(data, 'email'))) next.email = intl.formatMessage({ id: 'uiPage.field.email.error' });
    if (text(data, 'seedType') === '') next.seedType = intl.formatMessage({ id: 'uiPage.select.error' });
    if (data.get('terms') === null) next.terms = intl.formatMessage({ id: 'uiPage.checkbox.terms.error' });
    setErrors(next);
    setSent(Object.keys(next).length === 0);
    const firstInvalid = fieldNames.find((field) => next[field] !== undefined);
    if (firstInvalid !== undefined) {
      const element = formRef.current?.elements.namedItem(firstInvalid);
      if (element instanceof HTMLElement) element.focus();
    }
  };

  // Every field is required and shows the error stored under its own name, which is also the name
  // the focus step looks up.
  const fieldProps = (name: FieldName) => ({ intl, name, required: true, error: errors[name] });

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      className="max-w-xl space-y-5 rounded-[var(--radius-card)] border border-ink-200 p-5"
    >
      <RequiredNote intl={intl} />
      <TextField
        {...fieldProps('name')}
        label={intl.formatMessage({ id: 'uiPage.field.name.label' })}
        autoComplete="name"
      />
      <TextField
        {...fieldProps('email')}
        type="email"
        label={intl.formatMessage({ id: 'uiPage.field.email.label' })}
        hint={intl.formatMessage({ id: 'uiPage.field.email.hint' })}
        autoComplete="email"
      />
      <Select
        {...fieldProps('seedType')}
        label={intl.formatMessage({ id: 'uiPage.select.label' })}
        placeholder={intl.formatMessage({ id: 'uiPage.select.placeholder' })}
        options={[
          { value: 'feminized', label: intl.formatMessage({ id: 'uiPage.select.feminized' }) },
          { value: 'autoflowering', label: intl.formatMessage({ id: 'uiPage.select.autoflowering' }) },
          { value: 'regular', label: intl.formatMessage({ id: 'uiPage.select.regular' }) },
        ]}
        defaultValue=""
      />
      <Checkbox {...fieldProps('terms')} label={intl.formatMessage({ id: 'uiPage.checkbox.terms' })} />
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit">{intl.formatMessage({ id: 'uiPage.form.submit' })}</Button>
        <p role="status" className="text-sm font-medium text-success-700">
          {sent ? intl.formatMessage({ id: 'uiPage.form.success' }) : ''}
        </p>
      </div>
    </form>
  );
}
