import type { ReactNode } from 'react';
import type { KitIntl } from '@/ui/kit/kit-intl';
import { Breadcrumbs, type BreadcrumbItem } from '@/ui/kit/breadcrumbs';

interface PageHeadingProps {
  readonly intl: KitIntl;
  readonly breadcrumbs: readonly BreadcrumbItem[];
  readonly title: string;
  readonly intro?: string | null;
  /** Under the intro: dates, badges, reading time. */
  readonly children?: ReactNode;
}

/** The head of a content page: trail, the page's one `<h1>`, and its intro. */
export function PageHeading({ intl, breadcrumbs, title, intro, children }: PageHeadingProps) {
  return (
    <div className="flex flex-col gap-4">
      <Breadcrumbs intl={intl} items={breadcrumbs} />
      <h1 className="max-w-4xl text-3xl font-bold tracking-tight text-balance text-ink-900 sm:text-4xl">{title}</h1>
      {intro && <p className="max-w-3xl text-lg leading-relaxed text-ink-700">{intro}</p>}
      {children}
    </div>
  );
}
