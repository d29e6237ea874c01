/** Ids of a field's description elements, and the `aria-describedby` that links them. */
export interface FieldIds {
  readonly hintId: string | undefined;
  readonly errorId: string | undefined;
  readonly describedBy: string | undefined;
}

/**
 * The hint is read before the error, so a screen reader user hears what is asked, then what went
 * wrong. Ids exist only for parts that are shown: `aria-describedby` must not point at nothing.
 */
export function fieldIds(id: string, parts: { readonly hint: boolean; readonly error: boolean }): FieldIds {
  const hintId = parts.hint ? `${id}-hint` : undefined;
  const errorId = parts.error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter((value) => value !== undefined).join(' ');
  return { hintId, errorId, describedBy: describedBy === '' ? undefined : describedBy };
}

/** True when a hint or error prop holds something to show (0 counts, empty strings do not). */
export function hasContent(value: unknown): boolean {
  return value !== undefined && value !== null && value !== false && value !== '';
}
