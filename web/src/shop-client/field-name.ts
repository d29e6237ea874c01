/**
 * The form control a shop field error belongs to. A 422 names the wire field (`postal_code`); a
 * form names its control after that field in camelCase (`postalCode`). This converts the name of
 * one field, never the keys of data: bodies and answers keep the wire's keys (ADR 0025).
 */
export function fieldName(wireField: string): string {
  return wireField.replace(/_+([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}
