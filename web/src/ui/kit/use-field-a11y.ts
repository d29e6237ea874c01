import { useId, type ReactNode } from 'react';
import { fieldIds, hasContent, type FieldIds } from './field-ids';

/** How a control is tied to its label, hint and error. */
export interface FieldA11y extends FieldIds {
  /** The control's id: the caller's, or a generated one so a label can always point at it. */
  readonly id: string;
  readonly invalid: boolean;
  /**
   * The ARIA attributes for the control element itself. Radio groups use `describedBy` on their
   * fieldset instead, because `aria-invalid` is not allowed on radios.
   */
  readonly controlAria: {
    readonly 'aria-invalid': true | undefined;
    readonly 'aria-describedby': string | undefined;
  };
}

/**
 * The ids and ARIA wiring of a labelled control, kept in one place so every control of the kit
 * links its hint and error the same way. `aria-invalid` is left out rather than set to false, so
 * valid fields carry no attribute at all.
 */
export function useFieldA11y({
  id: givenId,
  hint,
  error,
}: {
  readonly id: string | undefined;
  readonly hint: ReactNode;
  readonly error: ReactNode;
}): FieldA11y {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const invalid = hasContent(error);
  const ids = fieldIds(id, { hint: hasContent(hint), error: invalid });
  return {
    ...ids,
    id,
    invalid,
    controlAria: { 'aria-invalid': invalid || undefined, 'aria-describedby': ids.describedBy },
  };
}
