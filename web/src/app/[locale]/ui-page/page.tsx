import type { Metadata } from 'next';
import Image from 'next/image';
import Link from 'next/link';
import type { MessageId } from '@/i18n/messages';
import { requireLocale } from '@/i18n/request-locale';
import { getIntl } from '@/i18n/server';
import { pageMetadata } from '@/routing/metadata';
import { alternatesOf, pathTo } from '@/routing/paths';
import { Icon } from '@/ui/icon/icon';
import { Badge } from '@/ui/kit/badge';
import { Breadcrumbs } from '@/ui/kit/breadcrumbs';
import { Button, buttonClasses } from '@/ui/kit/button';
import { Checkbox } from '@/ui/kit/checkbox';
import { Pagination } from '@/ui/kit/pagination';
import { formatPrice } from '@/ui/kit/format-price';
import { Price } from '@/ui/kit/price';
import { ProductCard } from '@/ui/kit/product-card';
import { ProductCardSkeleton } from '@/ui/kit/product-card-skeleton';
import { RadioGroup } from '@/ui/kit/radio-group';
import { RatingInput } from '@/ui/kit/rating-input';
import { RatingStars } from '@/ui/kit/rating-stars';
import { Select } from '@/ui/kit/select';
import { Skeleton } from '@/ui/kit/skeleton';
import { Tabs } from '@/ui/kit/tabs';
import { TextField } from '@/ui/kit/text-field';
import { Textarea } from '@/ui/kit/textarea';
import { AccountLayout } from '@/ui/shell/account-layout';
import { generalCatalogSlug } from '@/ui/shell/navigation';
import { AddToCartDemo } from './add-to-cart-demo';
import { DemoSection } from './demo-section';
import { DemoState } from './demo-state';
import { DialogDemo } from './dialog-demo';
import { DrawerDemo } from './drawer-demo';
import { FormDemo } from './form-demo';
import { ToastDemo } from './toast-demo';

/** Strain and seed-bank names are proper nouns from the catalogue, the same in every language. */
const demoNames = {
  product1: 'Northern Lights Auto',
  product2: 'Lemon Haze',
  product3: 'Alpine Kush',
  seedBank1: 'Green Valley Seeds',
  seedBank2: 'Coastal Genetics',
  seedBank3: 'Highland Breeders',
} as const;

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

const sections = [
  { id: 'buttons', title: 'uiPage.section.buttons' },
  { id: 'text-fields', title: 'uiPage.section.textFields' },
  { id: 'select', title: 'uiPage.section.select' },
  { id: 'checkboxes', title: 'uiPage.section.checkboxes' },
  { id: 'radio-buttons', title: 'uiPage.section.radioButtons' },
  { id: 'tabs', title: 'uiPage.section.tabs' },
  { id: 'dialog', title: 'uiPage.section.dialog' },
  { id: 'drawer', title: 'uiPage.section.drawer' },
  { id: 'breadcrumbs', title: 'uiPage.section.breadcrumbs' },
  { id: 'pagination', title: 'uiPage.section.pagination' },
  { id: 'prices', title: 'uiPage.section.prices' },
  { id: 'ratings', title: 'uiPage.section.ratings' },
  { id: 'badges', title: 'uiPage.section.badges' },
  { id: 'skeletons', title: 'uiPage.section.skeletons' },
  { id: 'product-cards', title: 'uiPage.section.productCards' },
  { id: 'toasts', title: 'uiPage.section.toasts' },
  { id: 'icons', title: 'uiPage.section.icons' },
  { id: 'progress', title: 'uiPage.section.progress' },
  { id: 'account-layout', title: 'uiPage.section.accountLayout' },
] as const satisfies readonly { id: string; title: MessageId }[];

type SectionId = (typeof sections)[number]['id'];

const demoIcons = [
  { name: 'lucide:shopping-cart', label: 'uiPage.icon.cart' },
  { name: 'lucide:heart', label: 'uiPage.icon.favorite' },
  { name: 'lucide:user', label: 'uiPage.icon.account' },
  { name: 'lucide:search', label: 'uiPage.icon.search' },
  { name: 'lucide:truck', label: 'uiPage.icon.shipping' },
  { name: 'lucide:sprout', label: 'uiPage.icon.seedling' },
  { name: 'lucide:leaf', label: 'uiPage.icon.leaf' },
  { name: 'lucide:sun', label: 'uiPage.icon.outdoor' },
  { name: 'lucide:house', label: 'uiPage.icon.indoor' },
  { name: 'lucide:shield-check', label: 'uiPage.icon.secure' },
] as const satisfies readonly { name: string; label: MessageId }[];

/** A seed-pack picture as an SVG data URL: shows the card's image slot with next/image, offline. */
const demoPhoto = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200"><rect width="200" height="200" fill="#d8f3df"/><rect x="55" y="40" width="90" height="125" rx="10" fill="#19663a"/><rect x="55" y="40" width="90" height="22" rx="10" fill="#123f27"/><circle cx="100" cy="112" r="26" fill="#e0a526"/><path d="M100 132v-30M100 112c-10 0-16-6-17-15 9 0 16 5 17 15Zm0-4c1-11 8-17 18-18-1 10-7 17-18 18Z" stroke="#123f27" stroke-width="3" fill="#2f9e5a"/></svg>',
)}`;

/**
 * The UI kit page (spec: /ui-page): every kit component in every state, in the page's language.
 * Interaction lives in small client islands next to this file; the rest is server-rendered.
 */
export default async function UiKitPage({ params }: PageProps<'/[locale]/ui-page'>) {
  const locale = requireLocale((await params).locale);
  const intl = getIntl(locale);
  const t = (id: MessageId) => intl.formatMessage({ id });
  const section = (id: SectionId) => {
    const entry = sections.find((item) => item.id === id);
    return { id, title: entry ? t(entry.title) : id };
  };
  // Several breadcrumb trails and pagination bars share this page; each landmark needs its own name.
  const example = (name: MessageId, number: number) =>
    intl.formatMessage({ id: 'uiPage.exampleLabel' }, { name: t(name), number });
  const pageHref = (page: number) =>
    `${pathTo(locale, 'uiPage')}?${new URLSearchParams({ page: String(page) }).toString()}#pagination`;
  const seedTypes = [
    { value: 'feminized', label: t('uiPage.select.feminized') },
    { value: 'autoflowering', label: t('uiPage.select.autoflowering') },
    { value: 'regular', label: t('uiPage.select.regular') },
  ];
  const shippingOptions = [
    { value: 'standard', label: t('uiPage.radio.standard'), description: t('uiPage.radio.standardHint') },
    { value: 'express', label: t('uiPage.radio.express'), description: t('uiPage.radio.expressHint') },
    { value: 'pickup', label: t('uiPage.radio.pickup'), disabled: true },
  ];
  const catalogHref = pathTo(locale, 'catalog', { catalog: generalCatalogSlug });
  const flowering = (min: number, max: number) => ({
    label: t('kit.product.floweringTime'),
    value: intl.formatMessage({ id: 'kit.product.floweringWeeks' }, { min, max }),
  });
  const thc = (value: number) => ({
    label: t('kit.product.thc'),
    value: intl.formatMessage({ id: 'kit.product.thcValue' }, { value }),
  });
  const products = [
    {
      slug: 'northern-lights-auto',
      category: 'autoflowering',
      name: demoNames.product1,
      seedBank: demoNames.seedBank1,
      priceFrom: 1990,
      badges: ['new'] as const,
      rating: { average: 4.6, count: 128 },
      attributes: [flowering(8, 9), thc(0.18)],
      photo: true,
    },
    {
      slug: 'lemon-haze',
      category: 'feminized',
      name: demoNames.product2,
      seedBank: demoNames.seedBank2,
      priceFrom: 2450,
      badges: ['bestseller', 'sale'] as const,
      rating: { average: 4.24, count: 1 },
      attributes: [flowering(9, 10), thc(0.22)],
      photo: false,
    },
    {
      slug: 'alpine-kush',
      category: 'regular',
      name: demoNames.product3,
      seedBank: demoNames.seedBank3,
      priceFrom: 3200,
      badges: [] as const,
      rating: { average: 0, count: 0 },
      attributes: [flowering(7, 8)],
      photo: false,
    },
  ];

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
          <DemoSection {...section('buttons')} description={t('uiPage.buttons.description')}>
            <div className="space-y-8">
              <DemoState label={t('uiPage.state.variants')}>
                <div className="flex flex-wrap items-center gap-3">
                  <Button>{t('uiPage.button.primary')}</Button>
                  <Button variant="secondary">{t('uiPage.button.secondary')}</Button>
                  <Button variant="ghost">{t('uiPage.button.ghost')}</Button>
                  <Button variant="danger" icon="lucide:trash-2">
                    {t('uiPage.button.danger')}
                  </Button>
                </div>
              </DemoState>
              <DemoState label={t('uiPage.state.sizes')}>
                <div className="flex flex-wrap items-center gap-3">
                  <Button size="sm">{t('uiPage.button.small')}</Button>
                  <Button size="md">{t('uiPage.button.medium')}</Button>
                  <Button size="lg">{t('uiPage.button.large')}</Button>
                </div>
              </DemoState>
              <DemoState label={t('uiPage.state.withIcon')}>
                <div className="flex flex-wrap items-center gap-3">
                  <Button icon="lucide:shopping-cart">{t('kit.product.addToCart')}</Button>
                  <Button variant="secondary" icon="lucide:heart">
                    {t('uiPage.button.favorite')}
                  </Button>
                  <Link href={catalogHref} className={buttonClasses({ variant: 'secondary' })}>
                    {t('uiPage.button.link')}
                    <Icon name="lucide:chevron-right" />
                  </Link>
                </div>
              </DemoState>
              <DemoState label={t('uiPage.state.loading')}>
                <div className="flex flex-wrap items-center gap-3">
                  <Button loading>{t('uiPage.button.saving')}</Button>
                  <Button variant="secondary" loading>
                    {t('uiPage.button.saving')}
                  </Button>
                  <Button variant="danger" loading>
                    {t('uiPage.button.saving')}
                  </Button>
                </div>
              </DemoState>
              <DemoState label={t('uiPage.state.disabled')}>
                <div className="flex flex-wrap items-center gap-3">
                  <Button disabled>{t('uiPage.button.primary')}</Button>
                  <Button variant="secondary" disabled>
                    {t('uiPage.button.secondary')}
                  </Button>
                  <Button variant="ghost" disabled>
                    {t('uiPage.button.ghost')}
                  </Button>
                  <Button variant="danger" disabled>
                    {t('uiPage.button.danger')}
                  </Button>
                </div>
              </DemoState>
            </div>
          </DemoSection>

          <DemoSection {...section('text-fields')} description={t('uiPage.fields.description')}>
            <div className="grid gap-x-8 gap-y-6 md:grid-cols-2">
              <DemoState label={t('uiPage.state.default')}>
                <TextField intl={intl} name="demo-name" label={t('uiPage.field.name.label')} autoComplete="off" />
              </DemoState>
              <DemoState label={t('uiPage.state.withHint')}>
                <TextField
                  intl={intl}
                  name="demo-email"
                  type="email"
                  label={t('uiPage.field.email.label')}
                  hint={t('uiPage.field.email.hint')}
                  autoComplete="off"
                />
              </DemoState>
              <DemoState label={t('uiPage.state.required')}>
                <TextField
                  intl={intl}
                  name="demo-street"
                  label={t('uiPage.field.street.label')}
                  required
                  autoComplete="off"
                />
              </DemoState>
              <DemoState label={t('uiPage.state.optional')}>
                <TextField
                  intl={intl}
                  name="demo-company"
                  label={t('uiPage.field.company.label')}
                  markOptional
                  autoComplete="off"
                />
              </DemoState>
              <DemoState label={t('uiPage.state.error')}>
                <TextField
                  intl={intl}
                  name="demo-email-invalid"
                  type="email"
                  label={t('uiPage.field.email.label')}
                  hint={t('uiPage.field.email.hint')}
                  defaultValue={t('uiPage.field.email.invalidExample')}
                  error={t('uiPage.field.email.error')}
                  required
                  autoComplete="off"
                />
              </DemoState>
              <DemoState label={t('uiPage.state.disabled')}>
                <TextField
                  intl={intl}
                  name="demo-voucher"
                  label={t('uiPage.field.voucher.label')}
                  defaultValue={t('uiPage.field.voucher.example')}
                  disabled
                />
              </DemoState>
              <DemoState label={t('uiPage.state.textarea')} className="md:col-span-2">
                <Textarea
                  intl={intl}
                  name="demo-notes"
                  label={t('uiPage.field.notes.label')}
                  hint={t('uiPage.field.notes.hint')}
                  maxLength={500}
                  markOptional
                />
              </DemoState>
            </div>
            <div className="mt-10">
              <h3 className="text-lg font-semibold text-ink-900">{t('uiPage.form.title')}</h3>
              <p className="mt-1 mb-4 max-w-3xl text-ink-700">{t('uiPage.form.description')}</p>
              <FormDemo />
            </div>
          </DemoSection>

          <DemoSection {...section('select')}>
            <div className="grid gap-x-8 gap-y-6 md:grid-cols-2">
              <DemoState label={t('uiPage.state.empty')}>
                <Select
                  intl={intl}
                  name="demo-seed-type"
                  label={t('uiPage.select.label')}
                  placeholder={t('uiPage.select.placeholder')}
                  hint={t('uiPage.select.hint')}
                  options={seedTypes}
                  defaultValue=""
                />
              </DemoState>
              <DemoState label={t('uiPage.state.selected')}>
                <Select
                  intl={intl}
                  name="demo-seed-type-selected"
                  label={t('uiPage.select.label')}
                  options={seedTypes}
                  defaultValue="autoflowering"
                />
              </DemoState>
              <DemoState label={t('uiPage.state.error')}>
                <Select
                  intl={intl}
                  name="demo-seed-type-error"
                  label={t('uiPage.select.label')}
                  placeholder={t('uiPage.select.placeholder')}
                  options={seedTypes}
                  defaultValue=""
                  required
                  error={t('uiPage.select.error')}
                />
              </DemoState>
              <DemoState label={t('uiPage.state.disabled')}>
                <Select
                  intl={intl}
                  name="demo-seed-type-disabled"
                  label={t('uiPage.select.label')}
                  options={seedTypes}
                  defaultValue="regular"
                  disabled
                />
              </DemoState>
            </div>
          </DemoSection>

          <DemoSection {...section('checkboxes')}>
            <div className="grid gap-x-8 gap-y-6 md:grid-cols-2">
              <DemoState label={t('uiPage.state.default')}>
                <Checkbox
                  intl={intl}
                  name="demo-newsletter"
                  label={t('uiPage.checkbox.newsletter')}
                  hint={t('uiPage.checkbox.newsletterHint')}
                />
              </DemoState>
              <DemoState label={t('uiPage.state.selected')}>
                <Checkbox intl={intl} name="demo-age" label={t('uiPage.checkbox.age')} defaultChecked />
              </DemoState>
              <DemoState label={t('uiPage.state.error')}>
                <Checkbox
                  intl={intl}
                  name="demo-terms"
                  label={t('uiPage.checkbox.terms')}
                  required
                  error={t('uiPage.checkbox.terms.error')}
                />
              </DemoState>
              <DemoState label={t('uiPage.state.disabled')}>
                <div className="space-y-3">
                  <Checkbox intl={intl} name="demo-gift" label={t('uiPage.checkbox.gift')} disabled />
                  <Checkbox
                    intl={intl}
                    name="demo-gift-checked"
                    label={t('uiPage.checkbox.giftWrap')}
                    disabled
                    defaultChecked
                  />
                </div>
              </DemoState>
            </div>
          </DemoSection>

          <DemoSection {...section('radio-buttons')}>
            <div className="grid gap-x-8 gap-y-8 md:grid-cols-2">
              <DemoState label={t('uiPage.state.default')}>
                <RadioGroup
                  intl={intl}
                  name="demo-shipping"
                  legend={t('uiPage.radio.legend')}
                  hint={t('uiPage.radio.hint')}
                  options={shippingOptions}
                />
              </DemoState>
              <DemoState label={t('uiPage.state.selected')}>
                <RadioGroup
                  intl={intl}
                  name="demo-shipping-selected"
                  legend={t('uiPage.radio.legend')}
                  options={shippingOptions}
                  defaultValue="express"
                />
              </DemoState>
              <DemoState label={t('uiPage.state.error')}>
                <RadioGroup
                  intl={intl}
                  name="demo-shipping-error"
                  legend={t('uiPage.radio.legend')}
                  options={shippingOptions}
                  required
                  error={t('uiPage.radio.error')}
                />
              </DemoState>
              <DemoState label={t('uiPage.state.disabled')}>
                <RadioGroup
                  intl={intl}
                  name="demo-shipping-disabled"
                  legend={t('uiPage.radio.legend')}
                  options={shippingOptions}
                  defaultValue="standard"
                  disabled
                />
              </DemoState>
            </div>
          </DemoSection>

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

          <DemoSection {...section('dialog')} description={t('uiPage.dialog.sectionDescription')}>
            <DialogDemo />
          </DemoSection>

          <DemoSection {...section('drawer')} description={t('uiPage.drawer.sectionDescription')}>
            <DrawerDemo />
          </DemoSection>

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
                      href: pathTo(locale, 'category', { catalog: generalCatalogSlug, category: 'feminized' }),
                    },
                    { label: demoNames.product2 },
                  ]}
                />
              </DemoState>
            </div>
          </DemoSection>

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

          <DemoSection {...section('prices')} description={t('uiPage.prices.description')}>
            <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              <DemoState label={t('uiPage.price.regular')}>
                <Price intl={intl} amount={1250} />
              </DemoState>
              <DemoState label={t('uiPage.price.sale')}>
                <Price intl={intl} variant="sale" amount={999} was={1250} />
              </DemoState>
              <DemoState label={t('uiPage.price.from')}>
                <Price intl={intl} variant="from" amount={1990} />
              </DemoState>
              <DemoState
                label={intl.formatMessage(
                  { id: 'uiPage.price.perSeed' },
                  { seeds: 5, price: formatPrice(3495, intl.locale) },
                )}
              >
                <Price intl={intl} variant="perSeed" amount={3495} seeds={5} />
              </DemoState>
              <DemoState label={t('uiPage.price.large')}>
                <Price intl={intl} amount={123450} size="lg" />
              </DemoState>
              <DemoState label={t('uiPage.price.noTaxNote')}>
                <Price intl={intl} amount={450} taxNote={false} />
              </DemoState>
            </div>
          </DemoSection>

          <DemoSection {...section('ratings')}>
            <div className="grid gap-x-8 gap-y-6 md:grid-cols-2">
              <DemoState label={t('uiPage.rating.display')}>
                <div className="flex flex-col items-start gap-2">
                  <RatingStars intl={intl} average={4.5} count={128} />
                  <RatingStars intl={intl} average={3.3} count={1} />
                  <RatingStars intl={intl} average={5} />
                </div>
              </DemoState>
              <DemoState label={t('uiPage.state.empty')}>
                <RatingStars intl={intl} average={0} count={0} />
              </DemoState>
              <DemoState label={t('uiPage.rating.input')}>
                <RatingInput name="demo-rating" />
              </DemoState>
              <DemoState label={t('uiPage.state.selected')}>
                <RatingInput name="demo-rating-selected" defaultValue={4} />
              </DemoState>
              <DemoState label={t('uiPage.state.error')}>
                <RatingInput name="demo-rating-error" required error={t('uiPage.rating.error')} />
              </DemoState>
              <DemoState label={t('uiPage.state.disabled')}>
                <RatingInput name="demo-rating-disabled" defaultValue={3} disabled />
              </DemoState>
            </div>
          </DemoSection>

          <DemoSection {...section('badges')}>
            <div className="space-y-6">
              <DemoState label={t('uiPage.badges.product')}>
                <div className="flex flex-wrap gap-2">
                  <Badge variant="new">{t('kit.badge.new')}</Badge>
                  <Badge variant="bestseller">{t('kit.badge.bestseller')}</Badge>
                  <Badge variant="sale">{t('kit.badge.sale')}</Badge>
                </div>
              </DemoState>
              <DemoState label={t('uiPage.badges.status')}>
                <div className="flex flex-wrap gap-2">
                  <Badge variant="neutral">{t('uiPage.badge.neutral')}</Badge>
                  <Badge variant="info">{t('uiPage.badge.info')}</Badge>
                  <Badge variant="success">{t('uiPage.badge.success')}</Badge>
                  <Badge variant="warning">{t('uiPage.badge.warning')}</Badge>
                  <Badge variant="danger">{t('uiPage.badge.danger')}</Badge>
                </div>
              </DemoState>
            </div>
          </DemoSection>

          <DemoSection {...section('skeletons')} description={t('uiPage.skeletons.description')}>
            <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
              <DemoState label={t('uiPage.skeleton.text')}>
                <Skeleton intl={intl} variant="text" lines={4} />
              </DemoState>
              <DemoState label={t('uiPage.skeleton.image')}>
                <Skeleton intl={intl} variant="image" className="max-w-48" />
              </DemoState>
              <DemoState label={t('uiPage.skeleton.card')}>
                <ProductCardSkeleton intl={intl} className="max-w-64" />
              </DemoState>
            </div>
          </DemoSection>

          <DemoSection {...section('product-cards')} description={t('uiPage.productCards.description')}>
            <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
              {products.map((product) => (
                <li key={product.slug} className="flex">
                  <ProductCard
                    intl={intl}
                    className="w-full"
                    headingLevel="h3"
                    href={pathTo(locale, 'product', {
                      catalog: generalCatalogSlug,
                      category: product.category,
                      product: product.slug,
                    })}
                    name={product.name}
                    seedBank={product.seedBank}
                    priceFrom={product.priceFrom}
                    badges={product.badges}
                    rating={product.rating}
                    attributes={product.attributes}
                    image={
                      product.photo ? (
                        <Image
                          src={demoPhoto}
                          alt=""
                          fill
                          sizes="(min-width: 1280px) 20vw, (min-width: 640px) 50vw, 100vw"
                          className="object-cover"
                        />
                      ) : undefined
                    }
                    action={<AddToCartDemo productName={product.name} />}
                  />
                </li>
              ))}
              <li className="flex">
                <ProductCardSkeleton intl={intl} className="w-full" />
              </li>
            </ul>
          </DemoSection>

          <DemoSection {...section('toasts')} description={t('uiPage.toasts.description')}>
            <ToastDemo />
          </DemoSection>

          <DemoSection {...section('icons')} description={t('uiPage.icons.description')}>
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
              {demoIcons.map((icon) => (
                <li key={icon.name} className="flex items-center gap-3 rounded-md border border-ink-200 px-3 py-2.5">
                  <Icon name={icon.name} size={24} className="shrink-0 text-brand-700" />
                  <span className="min-w-0">
                    <span className="block text-sm font-medium text-ink-900">{t(icon.label)}</span>
                    <code className="block truncate text-xs text-ink-600">{icon.name}</code>
                  </span>
                </li>
              ))}
            </ul>
            <div className="mt-6">
              <DemoState label={t('uiPage.icons.iconOnly')}>
                <button
                  type="button"
                  className="rounded-full border border-ink-300 p-2.5 text-ink-700 hover:bg-ink-50 hover:text-danger-700"
                  aria-label={t('uiPage.button.favorite')}
                >
                  <Icon name="lucide:heart" size={20} />
                </button>
              </DemoState>
            </div>
          </DemoSection>

          <DemoSection {...section('progress')} description={t('uiPage.progress.description')}>
            <Link
              href={pathTo(locale, 'home')}
              className="inline-flex items-center gap-1 font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
            >
              {t('uiPage.progress.link')}
              <Icon name="lucide:chevron-right" />
            </Link>
          </DemoSection>

          <DemoSection {...section('account-layout')} description={t('uiPage.account.description')}>
            <div className="overflow-hidden rounded-[var(--radius-card)] border border-ink-200 bg-white">
              <AccountLayout locale={locale}>
                <h3 className="text-xl font-semibold text-ink-900">{t('account.orders')}</h3>
                <p className="mt-2 text-ink-700">{t('uiPage.account.empty')}</p>
                <Link href={catalogHref} className={buttonClasses({ className: 'mt-4' })}>
                  {t('uiPage.account.shopNow')}
                </Link>
              </AccountLayout>
            </div>
          </DemoSection>
        </div>
      </div>
    </div>
  );
}
