import { clsx } from 'clsx';
import type { ChangeEvent, ReactNode } from 'react';
import { choiceControlClasses, choiceLabelClasses } from './field-classes';
import { FieldError } from './field-error';
import { FieldHint } from './field-hint';
import type { KitIntl } from './kit-intl';
import { RequirementMarker } from './requirement-marker';
import { useFieldA11y } from './use-field-a11y';

export interface RadioOption {
  readonly value: string;
  readonly label: ReactNode;
  readonly description?: ReactNode;
  readonly disabled?: boolean;
}

export interface RadioGroupProps {
  readonly intl: KitIntl;
  readonly legend: ReactNode;
  readonly name: string;
  readonly options: readonly RadioOption[];
  /** Uncontrolled start value. */
  readonly defaultValue?: string;
  /** Controlled value; use with `onChange` (client components only). */
  readonly value?: string;
  readonly onChange?: (value: string, event: ChangeEvent<HTMLInputElement>) => void;
  readonly hint?: ReactNode;
  readonly error?: ReactNode;
  readonly required?: boolean;
  readonly disabled?: boolean;
  readonly markOptional?: boolean;
  readonly id?: string;
  readonly className?: string;
}

/**
 * Radio buttons in a fieldset whose legend names the question. Hint and error describe the
 * fieldset (read when focus enters the group); `aria-invalid` is not allowed on radios, so the red
 * outline and the error text carry the invalid state.
 */
export function RadioGroup({
  intl,
  legend,
  name,
  options,
  defaultValue,
  value,
  onChange,
  hint,
  error,
  required = false,
  disabled = false,
  markOptional = false,
  id: givenId,
  className,
}: RadioGroupProps) {
  const { id, invalid, hintId, errorId, describedBy } = useFieldA11y({ id: givenId, hint, error });
  return (
    <fieldset id={id} aria-describedby={describedBy} disabled={disabled} className={clsx('min-w-0', className)}>
      <legend className="text-sm font-medium text-ink-900">
        {legend}
        <RequirementMarker intl={intl} required={required} markOptional={markOptional} />
      </legend>
      {hintId !== undefined && <FieldHint id={hintId}>{hint}</FieldHint>}
      <div className="mt-2 space-y-2">
        {options.map((option) => {
          const optionId = `${id}-${option.value}`;
          const descriptionId = option.description === undefined ? undefined : `${optionId}-description`;
          const optionDisabled = disabled || option.disabled === true;
          return (
            <div key={option.value} className="kit-choice-row">
              <input
                id={optionId}
                type="radio"
                name={name}
                value={option.value}
                required={required}
                disabled={option.disabled}
                defaultChecked={value === undefined ? defaultValue === option.value : undefined}
                checked={value === undefined ? undefined : value === option.value}
                onChange={onChange ? (event) => onChange(option.value, event) : undefined}
                aria-describedby={descriptionId}
                className={choiceControlClasses(invalid)}
              />
              <div>
                <label htmlFor={optionId} className={choiceLabelClasses(optionDisabled)}>
                  {option.label}
                </label>
                {descriptionId !== undefined && (
                  <p id={descriptionId} className="text-sm text-ink-600">
                    {option.description}
                  </p>
                )}
              </div>
            </div>
          );
        })}
      </div>
      {errorId !== undefined && <FieldError id={errorId}>{error}</FieldError>}
    </fieldset>
  );
}
