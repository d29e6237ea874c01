/** A text field's value from FormData ('' when missing or a file). */
export function textField(data: FormData, name: string): string {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
}

/** A checkbox's state from FormData: present means ticked. */
export function booleanField(data: FormData, name: string): boolean {
  return data.get(name) !== null;
}

/** An optional text: trimmed, and null when empty (so the shop stores "none", not ""). */
export function optionalText(data: FormData, name: string): string | null {
  const value = textField(data, name).trim();
  return value === '' ? null : value;
}
