import type { TextareaHTMLAttributes } from 'react';
import { Field, useField, type FieldOwnProps } from './field';
import { controlClasses } from './field-classes';

export interface TextareaProps extends FieldOwnProps, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> {}

/** A labelled multi-line input with the same hint, error and value handling as TextField. */
export function Textarea(props: TextareaProps) {
  const { frame, control } = useField(props);
  const { rows = 4, ...textareaProps } = control;
  return (
    <Field {...frame}>
      <textarea
        {...textareaProps}
        rows={rows}
        className={controlClasses({ invalid: frame.field.invalid, className: 'mt-1 resize-y' })}
      />
    </Field>
  );
}
