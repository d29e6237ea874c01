import type { MessageId } from '@/i18n/messages';
import { pathTo } from '@/routing/paths';
import { Breadcrumbs } from '@/ui/kit/breadcrumbs';
import type { KitIntl } from '@/ui/kit/kit-intl';
import { Pagination } from '@/ui/kit/pagination';
import { Tabs } from '@/ui/kit/tabs';
import { generalCatalogSlugs } from '@/ui/shell/navigation';
import { DemoSection } from '../demo-section';
import { DemoState } from '../demo-state';
import { DialogDemo } from '../dialog-demo';
import { DrawerDemo } from '../drawer-demo';
import { demoContext, demoNames, type DemoSectionProps } from './demo-context';

/** Several breadcrumb trails and pagination bars share this page; each landmark needs its own name. */
function exampleLabel(intl: KitIntl, name: MessageId, number: number): string {
  return intl.formatMessage({ id: 'uiPage.exampleLabel' }, { name: intl.formatMessage({ id: name }), number });
}

/** Tabs with three panels, switched with the arrow keys. */
export function TabsSection({ locale }: DemoSectionProps) {
  const { t, section } = demoContext(locale);
  return (
    <DemoSection {...section('tabs')} description={t('uiPage.tabs.description')}>
      <Tabs
        label={t('uiPage.tabs.label')}
        items={[
          {
            id: 'description',
            label: t('uiPage.tabs.descriptionTab'),
            content: <p className="max-w-3xl text-ink-700">{t('uiPage.tabs.descriptionText')}</p>,
          },
          {
            id: 'effects',
            label: t('uiPage.tabs.effectsTab'),
            content: <p className="max-w-3xl text-ink-700">{t('uiPage.tabs.effectsText')}</p>,
          },
          {
            id: 'growing',
            label: t('uiPage.tabs.growingTab'),
            content: <p className="max-w-3xl text-ink-700">{t('uiPage.tabs.growingText')}</p>,
          },
        ]}
      />
    </DemoSection>
  );
}

/** The modal dialog (a client island). */
export function DialogSection({ locale }: DemoSectionProps) {
  const { t, section } = demoContext(locale);
  return (
    <DemoSection {...section('dialog')} description={t('uiPage.dialog.sectionDescription')}>
      <DialogDemo />
    </DemoSection>
  );
}

/** The side drawer (a client island). */
export function DrawerSection({ locale }: DemoSectionProps) {
  const { t, section } = demoContext(locale);
  return (
    <DemoSection {...section('drawer')} description={t('uiPage.drawer.sectionDescription')}>
      <DrawerDemo />
    </DemoSection>
  );
}

/** A short and a long breadcrumb trail. */
export function BreadcrumbsSection({ locale }: DemoSectionProps) {
  const { intl, t, section, catalogHref } = demoContext(locale);
  const example = (name: MessageId, number: number) => exampleLabel(intl, name, number);

  return (
    <DemoSection {...section('breadcrumbs')}>
      <div className="space-y-6">
        <DemoState label={t('uiPage.state.short')}>
          <Breadcrumbs
            intl={intl}
            label={example('kit.breadcrumbs.label', 1)}
            items={[{ label: t('nav.home'), href: pathTo(locale, 'home') }, { label: t('pageTitle.uiPage') }]}
          />
        </DemoState>
        <DemoState label={t('uiPage.state.long')}>
          <Breadcrumbs
            intl={intl}
            label={example('kit.breadcrumbs.label', 2)}
            items={[
              { label: t('nav.home'), href: pathTo(locale, 'home') },
              { label: t('nav.seeds'), href: catalogHref },
              {
                label: t('uiPage.select.feminized'),
                href: pathTo(locale, 'category', { catalog: generalCatalogSlugs[locale], category: 'feminized' }),
              },
              { label: demoNames.product2 },
            ]}
          />
        </DemoState>
      </div>
    </DemoSection>
  );
}

/** Pagination bars at the start, middle and end, a long one, and a single page. */
export function PaginationSection({ locale }: DemoSectionProps) {
  const { intl, t, section } = demoContext(locale);
  const example = (name: MessageId, number: number) => exampleLabel(intl, name, number);
  const pageHref = (page: number) =>
    `${pathTo(locale, 'uiPage')}?${new URLSearchParams({ page: String(page) }).toString()}#pagination`;

  return (
    <DemoSection {...section('pagination')} description={t('uiPage.pagination.description')}>
      <div className="space-y-6">
        {(
          [
            [1, 10],
            [5, 10],
            [10, 10],
            [57, 120],
          ] as const
        ).map(([page, pageCount], index) => (
          <DemoState
            key={`${page}-${pageCount}`}
            label={intl.formatMessage({ id: 'uiPage.pagination.caption' }, { page, pageCount })}
          >
            <Pagination
              intl={intl}
              page={page}
              pageCount={pageCount}
              hrefFor={pageHref}
              label={example('kit.pagination.label', index + 1)}
            />
          </DemoState>
        ))}
        <DemoState label={intl.formatMessage({ id: 'uiPage.pagination.caption' }, { page: 1, pageCount: 1 })}>
          <p className="text-sm text-ink-600 italic">{t('uiPage.pagination.single')}</p>
          <Pagination intl={intl} page={1} pageCount={1} hrefFor={pageHref} />
        </DemoState>
      </div>
    </DemoSection>
  );
}
