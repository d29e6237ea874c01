import type { ReactNode } from 'react';

/** One section of the UI kit page: a heading the table of contents links to, and its demos. */
export function DemoSection({
  id,
  title,
  description,
  children,
}: {
  readonly id: string;
  readonly title: string;
  readonly description?: string;
  readonly children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-6 border-t border-ink-200 pt-8">
      <h2 id={`${id}-title`} className="text-2xl font-bold text-ink-900">
        {title}
      </h2>
      {description !== undefined && <p className="mt-2 max-w-3xl text-ink-700">{description}</p>}
      <div className="mt-6">{children}</div>
    </section>
  );
}
