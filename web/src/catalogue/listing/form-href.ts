/**
 * The listing URL a filter form stands for, the way the browser would submit it (GET) but tidier:
 * repeated names become one comma-separated parameter and empty fields are left out. The server
 * validates and canonicalises whatever arrives, so this needs no knowledge of the parameters.
 */
export function formQuery(entries: Iterable<readonly [string, FormDataEntryValue]>): string {
  const grouped = new Map<string, string[]>();
  for (const [name, value] of entries) {
    if (typeof value !== 'string') continue;
    const trimmed = value.trim();
    if (trimmed === '') continue;
    const values = grouped.get(name) ?? [];
    if (!values.includes(trimmed)) values.push(trimmed);
    grouped.set(name, values);
  }
  const params = new URLSearchParams();
  for (const [name, values] of grouped) params.set(name, values.join(','));
  return params.toString().replaceAll('%2C', ',');
}

export function formHref(form: HTMLFormElement): string {
  const action = form.getAttribute('action') ?? window.location.pathname;
  const query = formQuery(new FormData(form));
  return query === '' ? action : `${action}?${query}`;
}
