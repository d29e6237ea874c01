import type { InputHTMLAttributes } from 'react';
import { FieldMessages, useField, type FieldOwnProps } from './field';
import { choiceControlClasses, choiceLabelClasses } from './field-classes';
import { RequirementMarker } from './requirement-marker';

export interface CheckboxProps
  extends Omit<FieldOwnProps, 'markOptional'>, Omit<InputHTMLAttributes<HTMLInputElement>, 'children' | 'type'> {}

/** A checkbox with its label to the right; checked via `defaultChecked` or `checked` + `onChange`. */
export function Checkbox(props: CheckboxProps) {
  const { frame, control } = useField(props);
  const { intl, field, label, hint, error, required, className } = frame;
  return (
    <div className={className}>
      <div className="kit-choice-row">
        <input {...control} type="checkbox" className={choiceControlClasses(field.invalid)} />
        <label htmlFor={field.id} className={choiceLabelClasses(control.disabled)}>
          {label}
          {/* An unticked box is already an answer, so a checkbox is never marked "(optional)". */}
          <RequirementMarker intl={intl} required={required} markOptional={false} />
        </label>
      </div>
      <div className="pl-8">
        <FieldMessages field={field} hint={hint} error={error} />
      </div>
    </div>
  );
}
