import type { ReactNode } from 'react';

/** One block of the account page: a heading, a line on what it is for, and its form. */
export function SettingsCard({
  id,
  title,
  description,
  children,
}: {
  readonly id: string;
  readonly title: string;
  readonly description?: ReactNode;
  readonly children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-[var(--radius-card)] border border-ink-200 bg-white p-5 shadow-card sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-ink-900">
        {title}
      </h2>
      {description !== undefined && <p className="mt-1 text-sm text-ink-600">{description}</p>}
      <div className="mt-5">{children}</div>
    </section>
  );
}
