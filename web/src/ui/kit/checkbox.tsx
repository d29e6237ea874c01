import { clsx } from 'clsx';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { useId } from 'react';
import { FieldError } from './field-error';
import { FieldHint } from './field-hint';
import { fieldIds, hasContent } from './field-ids';
import type { KitIntl } from './kit-intl';
import { RequirementMarker } from './requirement-marker';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children' | 'type'> {
  readonly intl: KitIntl;
  readonly label: ReactNode;
  readonly hint?: ReactNode;
  readonly error?: ReactNode;
}

/** A checkbox with its label to the right; checked via `defaultChecked` or `checked` + `onChange`. */
export function Checkbox({
  intl,
  label,
  hint,
  error,
  id: givenId,
  required = false,
  disabled,
  className,
  ...inputProps
}: CheckboxProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const invalid = hasContent(error);
  const { hintId, errorId, describedBy } = fieldIds(id, { hint: hasContent(hint), error: invalid });
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          {...inputProps}
          id={id}
          type="checkbox"
          required={required}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={clsx(
            'mt-0.5 size-5 shrink-0 cursor-pointer accent-brand-700 disabled:cursor-not-allowed',
            invalid &&
              'not-focus-visible:outline-2 not-focus-visible:outline-offset-1 not-focus-visible:outline-danger-700',
          )}
        />
        <label htmlFor={id} className={clsx('text-base', disabled ? 'text-ink-600' : 'cursor-pointer text-ink-900')}>
          {label}
          <RequirementMarker intl={intl} required={required} markOptional={false} />
        </label>
      </div>
      <div className="pl-8">
        {hintId !== undefined && <FieldHint id={hintId}>{hint}</FieldHint>}
        {errorId !== undefined && <FieldError id={errorId}>{error}</FieldError>}
      </div>
    </div>
  );
}
