import { controlsChangedBeforeHydration } from '@/ui/forms/changed-before-hydration';

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

/**
 * The names of the boxes and options of the form that differ from what the server rendered. A
 * shopper can tick a box before React has taken over the page; the browser changes it, React keeps
 * the ticked state when it hydrates and never calls `onChange` for it, so the change would navigate
 * nowhere. Number fields are left out: they apply when left, which still works after hydration.
 */
export function namesChangedBeforeHydration(form: HTMLFormElement): ReadonlySet<string> {
  const choices = controlsChangedBeforeHydration(form).filter(
    (control) =>
      control instanceof HTMLSelectElement ||
      (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')),
  );
  return new Set(choices.map((control) => control.name));
}

export function changedBeforeHydration(form: HTMLFormElement): boolean {
  return namesChangedBeforeHydration(form).size > 0;
}

/**
 * The listing URL `base` (path and query) with the form's current values of `names` in place of
 * its own, starting again at page 1. Two forms changed before hydration (a filter and the sort)
 * each add their own changes this way, and neither undoes the other's.
 */
export function hrefWithFormValues(base: string, form: HTMLFormElement, names: ReadonlySet<string>): string {
  const url = new URL(base, 'http://listing.invalid');
  const params = url.searchParams;
  params.delete('page');
  const entries = [...new FormData(form)].filter(([name]) => names.has(name));
  for (const name of names) params.delete(name);
  for (const [name, value] of new URLSearchParams(formQuery(entries))) params.set(name, value);
  const query = params.toString().replaceAll('%2C', ',');
  return query === '' ? url.pathname : `${url.pathname}?${query}`;
}
