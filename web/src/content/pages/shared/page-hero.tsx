import type { ReactNode } from 'react';
import { ContentImage, type ContentImageValue } from '@/content/content-image';
import type { BreadcrumbItem } from '@/ui/kit/breadcrumbs';
import type { KitIntl } from '@/ui/kit/kit-intl';
import { PageHeading } from './page-heading';

interface PageHeroProps {
  readonly intl: KitIntl;
  readonly breadcrumbs: readonly BreadcrumbItem[];
  readonly title: string;
  readonly intro?: string | null;
  /** The page's picture beside the title: the largest paint, loaded at once. */
  readonly image: ContentImageValue | null | undefined;
  readonly children?: ReactNode;
}

/** The head of a page with a picture (themed world, promotion, top-10 list): title left, image right. */
export function PageHero({ intl, breadcrumbs, title, intro, image, children }: PageHeroProps) {
  return (
    <div className="mx-auto grid w-full max-w-7xl items-start gap-8 px-4 lg:grid-cols-2">
      <PageHeading intl={intl} breadcrumbs={breadcrumbs} title={title} intro={intro}>
        {children}
      </PageHeading>
      {image && (
        <div className="overflow-hidden rounded-[var(--radius-card)] bg-ink-100">
          <ContentImage
            image={image}
            priority
            aspectRatio={16 / 9}
            sizes="(min-width: 1024px) 620px, 100vw"
            className="h-auto w-full"
          />
        </div>
      )}
    </div>
  );
}
