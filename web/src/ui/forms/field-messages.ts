import type { ClientIntl } from '@/i18n/client-intl';

type FormControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function isFormControl(element: Element): element is FormControl {
  return (
    element instanceof HTMLInputElement ||
    element instanceof HTMLSelectElement ||
    element instanceof HTMLTextAreaElement
  );
}

/**
 * The browser's own checks (`required`, `type="email"`, `minLength`, …) with our translated
 * messages instead of the browser's, so a form can be `noValidate` and still answer at once.
 * Returns one message per named control that fails, keyed by the control's name; a control named in
 * `missingMessages` says its own words when left empty.
 */
export function constraintErrors(
  form: HTMLFormElement,
  intl: Pick<ClientIntl, 'formatMessage'>,
  missingMessages: Readonly<Record<string, string>> = {},
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const element of Array.from(form.elements)) {
    if (!isFormControl(element) || element.name === '' || element.disabled || element.validity.valid) continue;
    if (errors[element.name] !== undefined) continue;
    const { validity } = element;
    const checkbox = element instanceof HTMLInputElement && element.type === 'checkbox';
    const select = element instanceof HTMLSelectElement;
    const missing = missingMessages[element.name];
    errors[element.name] = validity.valueMissing
      ? (missing ??
        intl.formatMessage({
          id: checkbox ? 'form.error.mustAccept' : select ? 'form.error.choose' : 'form.error.required',
        }))
      : validity.typeMismatch && element.type === 'email'
        ? intl.formatMessage({ id: 'form.error.email' })
        : validity.tooShort && element instanceof HTMLInputElement
          ? intl.formatMessage({ id: 'form.error.tooShort' }, { min: element.minLength })
          : validity.tooLong && element instanceof HTMLInputElement
            ? intl.formatMessage({ id: 'form.error.tooLong' }, { max: element.maxLength })
            : intl.formatMessage({ id: 'form.error.invalid' });
  }
  return errors;
}

/** Focuses the control named `name` (the first of a radio group). */
export function focusControl(form: HTMLFormElement, name: string): void {
  const item = form.elements.namedItem(name);
  const target = item instanceof RadioNodeList ? item[0] : item;
  if (target instanceof HTMLElement) target.focus();
}
