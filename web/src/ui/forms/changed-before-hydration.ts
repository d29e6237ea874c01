import { useEffect, type RefObject } from 'react';

export type FormControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * The controls inside `container` that the visitor changed while the page was still the server's
 * plain HTML: a box ticked or cleared, the radio now chosen, a select's other option, typed text.
 * React keeps such a change when it hydrates but never reports it, and a controlled control goes
 * back to its state's value at its next render — the choice would be silently lost.
 */
export function controlsChangedBeforeHydration(container: ParentNode): FormControl[] {
  const changed: FormControl[] = [];
  for (const element of Array.from(container.querySelectorAll('input, select, textarea'))) {
    if (element instanceof HTMLInputElement) {
      if (element.type === 'checkbox') {
        if (element.checked !== element.defaultChecked) changed.push(element);
      } else if (element.type === 'radio') {
        // A group reports the radio now chosen (the one left is implied).
        if (element.checked && !element.defaultChecked) changed.push(element);
      } else if (element.type !== 'hidden' && element.value !== element.defaultValue) {
        changed.push(element);
      }
    } else if (element instanceof HTMLTextAreaElement) {
      if (element.value !== element.defaultValue) changed.push(element);
    } else if (element instanceof HTMLSelectElement && !element.multiple) {
      // Without a `selected` attribute the browser shows the first option.
      const options = Array.from(element.options);
      const rendered = options.find((option) => option.defaultSelected) ?? options[0];
      if (rendered && element.value !== rendered.value) changed.push(element);
    }
  }
  return changed;
}

/**
 * Once React has taken over `container`, hands each control changed before that to `adopt`, which
 * makes the change the component's own (its state, its navigation). Mounted without hydration (a
 * client-side navigation) nothing has changed and nothing is adopted.
 */
export function useChangesBeforeHydration(
  container: RefObject<HTMLElement | null>,
  adopt: (control: FormControl) => void,
): void {
  useEffect(() => {
    const node = container.current;
    if (node === null) return;
    for (const control of controlsChangedBeforeHydration(node)) adopt(control);
    // Once, for what the browser holds when React takes over: afterwards React reports every change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
