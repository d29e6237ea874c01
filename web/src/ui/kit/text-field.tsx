import type { InputHTMLAttributes } from 'react';
import { Field, useField, type FieldOwnProps } from './field';
import { controlClasses } from './field-classes';

export interface TextFieldProps extends FieldOwnProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {}

/**
 * A labelled single-line input. Works uncontrolled (`defaultValue`) or controlled (`value` with
 * `onChange`); either way the component never touches the value, so what the visitor typed stays
 * when an error appears.
 */
export function TextField(props: TextFieldProps) {
  const { frame, control } = useField(props);
  const { type = 'text', ...inputProps } = control;
  return (
    <Field {...frame}>
      <input
        {...inputProps}
        type={type}
        className={controlClasses({ invalid: frame.field.invalid, className: 'mt-1' })}
      />
    </Field>
  );
}
