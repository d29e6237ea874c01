import type { Locale } from '@seedshop/locales';
import type { ReactNode } from 'react';
import type { MessageId } from '@/i18n/messages';
import { getIntl } from '@/i18n/server';
import { pathTo } from '@/routing/paths';
import { PageHeading } from './page-heading';

interface ListPageFrameProps {
  readonly locale: Locale;
  /** The page's `<h1>` (also the last breadcrumb). */
  readonly titleId: MessageId;
  readonly introId: MessageId;
  /** Space between the heading and the list's parts. */
  readonly gap?: 'gap-8' | 'gap-10';
  readonly children: ReactNode;
}

/**
 * A content list page (themed worlds, promotions, videos): the trail home → title, the title, the
 * intro, then the list.
 */
export function ListPageFrame({ locale, titleId, introId, gap = 'gap-8', children }: ListPageFrameProps) {
  const intl = getIntl(locale);
  const title = intl.formatMessage({ id: titleId });
  return (
    <div className={`mx-auto flex max-w-7xl flex-col ${gap} px-4 py-6 sm:py-8`}>
      <PageHeading
        intl={intl}
        title={title}
        intro={intl.formatMessage({ id: introId })}
        breadcrumbs={[
          { label: intl.formatMessage({ id: 'nav.home' }), href: pathTo(locale, 'home') },
          { label: title },
        ]}
      />
      {children}
    </div>
  );
}
