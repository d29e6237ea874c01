import type { SelectHTMLAttributes } from 'react';
import { Icon } from '../icon/icon';
import { Field, useField, type FieldOwnProps } from './field';
import { controlClasses } from './field-classes';

export interface SelectOption {
  readonly value: string;
  readonly label: string;
  readonly disabled?: boolean;
}

/** Choices under a heading (`<optgroup>`), after the ungrouped `options`. */
export interface SelectOptionGroup {
  readonly label: string;
  readonly options: readonly SelectOption[];
}

export interface SelectProps
  extends FieldOwnProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children' | 'multiple'> {
  readonly options: readonly SelectOption[];
  readonly groups?: readonly SelectOptionGroup[];
  /** A first, empty choice ("Choose …"); a required select then starts unanswered. */
  readonly placeholder?: string;
}

/**
 * A labelled native `<select>`: the platform's own picker is the most accessible one on phones and
 * with screen readers, so only the closed box is styled.
 */
export function Select(props: SelectProps) {
  const { frame, control } = useField(props);
  const { options, groups, placeholder, ...selectProps } = control;
  return (
    <Field {...frame}>
      <div className="relative mt-1">
        <select
          {...selectProps}
          className={controlClasses({
            invalid: frame.field.invalid,
            className: 'cursor-pointer appearance-none pr-10',
          })}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
          {groups?.map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.options.map((option) => (
                <option key={option.value} value={option.value} disabled={option.disabled}>
                  {option.label}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
        <Icon
          name="lucide:chevron-down"
          className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-ink-600"
        />
      </div>
    </Field>
  );
}
