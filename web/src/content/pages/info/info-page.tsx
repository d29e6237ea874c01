import type { Locale } from '@seedshop/locales';
import { clsx } from 'clsx';
import { PageBlocks } from '@/content/blocks/page-blocks';
import { ContactForm } from '@/contact/contact-form-island';
import type { InfoPageQueryResult } from '@/content/sanity.types';
import { getIntl } from '@/i18n/server';
import { pathTo } from '@/routing/paths';
import { formatContentDate } from '../shared/content-dates';
import { PageHeading } from '../shared/page-heading';

type InfoPageDocument = NonNullable<InfoPageQueryResult>;

/**
 * An info page (imprint, shipping, payment, privacy, terms, contact): title, intro, last update
 * and the editor's blocks. `/contact-us` adds the contact form under its text.
 */
export function InfoPage({ locale, page }: { readonly locale: Locale; readonly page: InfoPageDocument }) {
  const intl = getIntl(locale);
  const updated = formatContentDate(intl, page.updatedAt);
  const blocks = page.blocks ?? [];
  return (
    // No gap of its own between the parts: the blocks bring their own padding, and a gap on top of
    // it left a wide empty band under the heading.
    <div className="flex flex-col py-6 sm:py-8">
      <div className="mx-auto w-full max-w-7xl px-4">
        <PageHeading
          intl={intl}
          title={page.title}
          intro={page.intro}
          breadcrumbs={[
            { label: intl.formatMessage({ id: 'nav.home' }), href: pathTo(locale, 'home') },
            { label: page.title },
          ]}
        >
          {updated && page.updatedAt && (
            <p className="text-sm text-ink-600">
              {intl.formatMessage({ id: 'page.updatedAt' }, { date: <time dateTime={page.updatedAt}>{updated}</time> })}
            </p>
          )}
        </PageHeading>
      </div>
      {blocks.length > 0 && <PageBlocks blocks={blocks} context={{ locale, titled: true }} />}
      {page.kind === 'contact-us' && (
        <section
          aria-labelledby="contact-form-heading"
          className={clsx('mx-auto w-full max-w-3xl px-4', blocks.length === 0 && 'mt-8')}
        >
          <div className="rounded-[var(--radius-card)] border border-ink-200 bg-white p-6 shadow-card sm:p-8">
            <h2 id="contact-form-heading" className="mb-6 text-2xl font-semibold text-ink-900">
              {intl.formatMessage({ id: 'page.contactForm' })}
            </h2>
            <ContactForm locale={locale} />
          </div>
        </section>
      )}
    </div>
  );
}
