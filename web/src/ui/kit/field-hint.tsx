import type { ReactNode } from 'react';

/** Help text under a field, linked to it with `aria-describedby`. */
export function FieldHint({ id, children }: { readonly id: string | undefined; readonly children: ReactNode }) {
  return (
    <p id={id} className="mt-1 text-sm text-ink-600">
      {children}
    </p>
  );
}
