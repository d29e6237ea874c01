import type { ReactNode, SelectHTMLAttributes } from 'react';
import { useId } from 'react';
import { Icon } from '../icon/icon';
import { FieldError } from './field-error';
import { FieldHint } from './field-hint';
import { controlClasses, labelClasses } from './field-classes';
import { fieldIds, hasContent } from './field-ids';
import type { KitIntl } from './kit-intl';
import { RequirementMarker } from './requirement-marker';

export interface SelectOption {
  readonly value: string;
  readonly label: string;
  readonly disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children' | 'multiple'> {
  readonly intl: KitIntl;
  readonly label: ReactNode;
  readonly options: readonly SelectOption[];
  /** A first, empty choice ("Choose …"); a required select then starts unanswered. */
  readonly placeholder?: string;
  readonly hint?: ReactNode;
  readonly error?: ReactNode;
  readonly markOptional?: boolean;
}

/**
 * A labelled native `<select>`: the platform's own picker is the most accessible one on phones and
 * with screen readers, so only the closed box is styled.
 */
export function Select({
  intl,
  label,
  options,
  placeholder,
  hint,
  error,
  markOptional = false,
  id: givenId,
  required = false,
  className,
  ...selectProps
}: SelectProps) {
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
      <div className="relative mt-1">
        <select
          {...selectProps}
          id={id}
          required={required}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={controlClasses({ invalid, className: 'cursor-pointer appearance-none pr-10' })}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <Icon
          name="lucide:chevron-down"
          className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-ink-600"
        />
      </div>
      {hintId !== undefined && <FieldHint id={hintId}>{hint}</FieldHint>}
      {errorId !== undefined && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}
