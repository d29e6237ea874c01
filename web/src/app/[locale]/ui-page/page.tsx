import type { Metadata } from 'next';
import type { ComponentType } from 'react';
import { requireLocale } from '@/i18n/request-locale';
import { getIntl } from '@/i18n/server';
import { pageMetadata } from '@/routing/metadata';
import { alternatesOf } from '@/routing/paths';
import { Icon } from '@/ui/icon/icon';
import { ButtonsSection } from './sections/buttons-section';
import {
  BadgesSection,
  PricesSection,
  ProductCardsSection,
  RatingsSection,
  SkeletonsSection,
} from './sections/commerce-sections';
import { demoContext, sections, type DemoSectionProps, type SectionId } from './sections/demo-context';
import { AccountLayoutSection, IconsSection, ProgressSection, ToastsSection } from './sections/feedback-sections';
import { CheckboxesSection, RadioButtonsSection, SelectSection, TextFieldsSection } from './sections/form-sections';
import {
  BreadcrumbsSection,
  DialogSection,
  DrawerSection,
  PaginationSection,
  TabsSection,
} from './sections/navigation-sections';

export async function generateMetadata({ params }: PageProps<'/[locale]/ui-page'>): Promise<Metadata> {
  const locale = requireLocale((await params).locale);
  const intl = getIntl(locale);
  return pageMetadata({
    locale,
    title: intl.formatMessage({ id: 'pageTitle.uiPage' }),
    alternates: alternatesOf('uiPage'),
    noIndex: true,
  });
}

/** The component that renders each section; the order is the table of contents' (`sections`). */
const sectionComponents = {
  buttons: ButtonsSection,
  'text-fields': TextFieldsSection,
  select: SelectSection,
  checkboxes: CheckboxesSection,
  'radio-buttons': RadioButtonsSection,
  tabs: TabsSection,
  dialog: DialogSection,
  drawer: DrawerSection,
  breadcrumbs: BreadcrumbsSection,
  pagination: PaginationSection,
  prices: PricesSection,
  ratings: RatingsSection,
  badges: BadgesSection,
  skeletons: SkeletonsSection,
  'product-cards': ProductCardsSection,
  toasts: ToastsSection,
  icons: IconsSection,
  progress: ProgressSection,
  'account-layout': AccountLayoutSection,
} satisfies Record<SectionId, ComponentType<DemoSectionProps>>;

/**
 * The UI kit page (spec: /ui-page): every kit component in every state, in the page's language.
 * Interaction lives in small client islands next to this file; the sections are server components
 * in ./sections, rendered in the order of the table of contents.
 */
export default async function UiKitPage({ params }: PageProps<'/[locale]/ui-page'>) {
  const locale = requireLocale((await params).locale);
  const { t } = demoContext(locale);

  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-4xl font-bold tracking-tight text-ink-900">{t('pageTitle.uiPage')}</h1>
      <p className="mt-3 max-w-3xl text-lg text-ink-700">{t('uiPage.intro')}</p>
      <p className="mt-2 flex max-w-3xl items-start gap-2 text-ink-700">
        <Icon name="lucide:keyboard" size="1.25em" className="mt-0.5 shrink-0 text-brand-700" />
        {t('uiPage.focusHint')}
      </p>

      <div className="mt-10 gap-10 lg:grid lg:grid-cols-[13rem_minmax(0,1fr)]">
        <nav aria-labelledby="ui-toc-title" className="mb-10 lg:mb-0">
          <div className="lg:sticky lg:top-4">
            <h2 id="ui-toc-title" className="text-sm font-semibold tracking-wide text-ink-600 uppercase">
              {t('uiPage.toc')}
            </h2>
            <ol className="mt-3 columns-2 gap-6 text-sm sm:columns-3 lg:columns-1">
              {sections.map((item) => (
                <li key={item.id}>
                  <a href={`#${item.id}`} className="block rounded py-1 text-brand-700 hover:underline">
                    {t(item.title)}
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>

        <div className="space-y-14">
          {sections.map(({ id }) => {
            const Section = sectionComponents[id];
            return <Section key={id} locale={locale} />;
          })}
        </div>
      </div>
    </div>
  );
}
