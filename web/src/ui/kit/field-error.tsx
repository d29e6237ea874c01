import type { ReactNode } from 'react';
import { Icon } from '../icon/icon';

/**
 * A field's error message, linked to it with `aria-describedby`. The icon repeats the colour's
 * meaning for people who cannot tell red from the rest of the text.
 */
export function FieldError({ id, children }: { readonly id: string | undefined; readonly children: ReactNode }) {
  return (
    <p id={id} className="mt-1 flex items-start gap-1.5 text-sm font-medium text-danger-700">
      <Icon name="lucide:circle-alert" size="1.15em" className="mt-px shrink-0" />
      <span>{children}</span>
    </p>
  );
}
