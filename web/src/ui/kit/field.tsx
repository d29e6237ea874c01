import type { ReactNode } from 'react';
import { labelClasses } from './field-classes';
import { FieldError } from './field-error';
import { FieldHint } from './field-hint';
import type { KitIntl } from './kit-intl';
import { RequirementMarker } from './requirement-marker';
import { useFieldA11y, type FieldA11y } from './use-field-a11y';

/** The props every labelled form control of the kit takes besides its element's own. */
export interface FieldOwnProps {
  readonly intl: KitIntl;
  readonly label: ReactNode;
  readonly hint?: ReactNode;
  /** The error message; when set, the field is marked invalid. */
  readonly error?: ReactNode;
  /** Shows "(optional)" after the label (for forms where most fields are required). */
  readonly markOptional?: boolean;
}

/** What the frame of a field needs; `useField` builds it from the control's props. */
export interface FieldFrameProps {
  readonly intl: KitIntl;
  readonly field: FieldA11y;
  readonly label: ReactNode;
  readonly hint: ReactNode;
  readonly error: ReactNode;
  readonly required: boolean;
  readonly markOptional: boolean;
  readonly className: string | undefined;
}

/**
 * Splits a control's props into those of its frame (label, hint, error, wrapper class) and those
 * of the element, and links the two: the element gets the id, `required` and the ARIA attributes
 * that point at the hint and error the frame shows. Everything else passes through untouched, so
 * the control stays controlled or uncontrolled as its caller chose.
 */
export function useField<
  P extends FieldOwnProps & { readonly id?: string; readonly required?: boolean; readonly className?: string },
>({ intl, label, hint, error, markOptional = false, id, required = false, className, ...elementProps }: P) {
  const field = useFieldA11y({ id, hint, error });
  const frame: FieldFrameProps = { intl, field, label, hint, error, required, markOptional, className };
  return { frame, control: { ...elementProps, id: field.id, required, ...field.controlAria } };
}

/**
 * A field's hint, then its error, each only while it has content: `aria-describedby` lists them
 * in this order and must not point at elements that are not there.
 */
export function FieldMessages({
  field,
  hint,
  error,
}: {
  readonly field: FieldA11y;
  readonly hint: ReactNode;
  readonly error: ReactNode;
}) {
  return (
    <>
      {field.hintId !== undefined && <FieldHint id={field.hintId}>{hint}</FieldHint>}
      {field.errorId !== undefined && <FieldError id={field.errorId}>{error}</FieldError>}
    </>
  );
}

/**
 * The stacked frame of text fields, textareas and selects: label and requirement marker above the
 * control, hint and error below. One frame keeps these controls aligned with each other in a form.
 */
export function Field({
  intl,
  field,
  label,
  hint,
  error,
  required,
  markOptional,
  className,
  children,
}: FieldFrameProps & { readonly children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={field.id} className={labelClasses}>
        {label}
        <RequirementMarker intl={intl} required={required} markOptional={markOptional} />
      </label>
      {children}
      <FieldMessages field={field} hint={hint} error={error} />
    </div>
  );
}
