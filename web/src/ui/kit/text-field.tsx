import type { InputHTMLAttributes, ReactNode } from 'react';
import { useId } from 'react';
import { FieldError } from './field-error';
import { FieldHint } from './field-hint';
import { controlClasses, labelClasses } from './field-classes';
import { fieldIds, hasContent } from './field-ids';
import type { KitIntl } from './kit-intl';
import { RequirementMarker } from './requirement-marker';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  readonly intl: KitIntl;
  readonly label: ReactNode;
  readonly hint?: ReactNode;
  /** The error message; when set, the field is marked invalid. */
  readonly error?: ReactNode;
  /** Shows "(optional)" after the label (for forms where most fields are required). */
  readonly markOptional?: boolean;
}

/**
 * A labelled single-line input. Works uncontrolled (`defaultValue`) or controlled (`value` with
 * `onChange`); either way the component never touches the value, so what the visitor typed stays
 * when an error appears.
 */
export function TextField({
  intl,
  label,
  hint,
  error,
  markOptional = false,
  id: givenId,
  required = false,
  className,
  type = 'text',
  ...inputProps
}: TextFieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const invalid = hasContent(error);
  const { hintId, errorId, describedBy } = fieldIds(id, { hint: hasContent(hint), error: invalid });
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClasses}>
        {label}
        <RequirementMarker intl={intl} required={required} markOptional={markOptional} />
      </label>
      <input
        {...inputProps}
        id={id}
        type={type}
        required={required}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        className={controlClasses({ invalid, className: 'mt-1' })}
      />
      {hintId !== undefined && <FieldHint id={hintId}>{hint}</FieldHint>}
      {errorId !== undefined && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}
