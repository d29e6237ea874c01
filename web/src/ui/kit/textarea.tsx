import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { useId } from 'react';
import { FieldError } from './field-error';
import { FieldHint } from './field-hint';
import { controlClasses, labelClasses } from './field-classes';
import { fieldIds, hasContent } from './field-ids';
import type { KitIntl } from './kit-intl';
import { RequirementMarker } from './requirement-marker';

export interface TextareaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> {
  readonly intl: KitIntl;
  readonly label: ReactNode;
  readonly hint?: ReactNode;
  readonly error?: ReactNode;
  readonly markOptional?: boolean;
}

/** A labelled multi-line input with the same hint, error and value handling as TextField. */
export function Textarea({
  intl,
  label,
  hint,
  error,
  markOptional = false,
  id: givenId,
  required = false,
  className,
  rows = 4,
  ...textareaProps
}: TextareaProps) {
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
      <textarea
        {...textareaProps}
        id={id}
        rows={rows}
        required={required}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        className={controlClasses({ invalid, className: 'mt-1 resize-y' })}
      />
      {hintId !== undefined && <FieldHint id={hintId}>{hint}</FieldHint>}
      {errorId !== undefined && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}
