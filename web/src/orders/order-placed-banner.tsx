import { getIntl } from '@/i18n/server';
import type { Locale } from '@seedshop/locales';
import { Icon } from '@/ui/icon/icon';

/** The thanks right after the checkout placed the order (`?placed=1` on the order's page). */
export function OrderPlacedBanner({ locale, number, email }: { locale: Locale; number: string; email: string }) {
  const intl = getIntl(locale);
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-[var(--radius-card)] border border-success-700/30 bg-success-700/10 p-4 text-ink-900"
    >
      <Icon name="lucide:circle-check" className="mt-0.5 shrink-0 text-success-700" size={22} />
      <div>
        <p className="font-semibold">{intl.formatMessage({ id: 'orders.placed.title' }, { number })}</p>
        <p className="mt-1 text-ink-700">{intl.formatMessage({ id: 'orders.placed.mail' }, { email })}</p>
      </div>
    </div>
  );
}
