import { Link } from '@/routing/link';
import type { MessageId } from '@/i18n/messages';
import { pathTo } from '@/routing/paths';
import { Icon } from '@/ui/icon/icon';
import { buttonClasses } from '@/ui/kit/button';
import { AccountLayout } from '@/ui/shell/account-layout';
import { DemoSection } from '../demo-section';
import { DemoState } from '../demo-state';
import { ToastDemo } from '../toast-demo';
import { demoContext, type DemoSectionProps } from './demo-context';

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

/** Notifications (a client island that raises toasts). */
export function ToastsSection({ locale }: DemoSectionProps) {
  const { t, section } = demoContext(locale);
  return (
    <DemoSection {...section('toasts')} description={t('uiPage.toasts.description')}>
      <ToastDemo />
    </DemoSection>
  );
}

/** The icon set, and an icon-only button with an accessible name. */
export function IconsSection({ locale }: DemoSectionProps) {
  const { t, section } = demoContext(locale);
  return (
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
  );
}

/** A link that shows the navigation progress bar. */
export function ProgressSection({ locale }: DemoSectionProps) {
  const { t, section } = demoContext(locale);
  return (
    <DemoSection {...section('progress')} description={t('uiPage.progress.description')}>
      <Link
        href={pathTo(locale, 'home')}
        className="inline-flex items-center gap-1 font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
      >
        {t('uiPage.progress.link')}
        <Icon name="lucide:chevron-right" />
      </Link>
    </DemoSection>
  );
}

/** The account area layout around an empty order list. */
export function AccountLayoutSection({ locale }: DemoSectionProps) {
  const { t, section, catalogHref } = demoContext(locale);
  return (
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
  );
}
