import type { Metadata } from 'next';
import Link from 'next/link';
import { requireLocale } from '@/i18n/request-locale';
import { getIntl } from '@/i18n/server';
import type { MessageId } from '@/i18n/messages';
import { pageMetadata } from '@/routing/metadata';
import { alternatesOf, pathTo } from '@/routing/paths';
import { Icon } from '@/ui/icon/icon';
import { generalCatalogPath } from '@/ui/shell/navigation';

export async function generateMetadata({ params }: PageProps<'/[locale]'>): Promise<Metadata> {
  const locale = requireLocale((await params).locale);
  const intl = getIntl(locale);
  return {
    ...pageMetadata({
      locale,
      title: intl.formatMessage({ id: 'pageTitle.home' }),
      description: intl.formatMessage({ id: 'site.description' }),
      alternates: alternatesOf('home'),
    }),
    title: { absolute: `${intl.formatMessage({ id: 'site.name' })} – ${intl.formatMessage({ id: 'site.tagline' })}` },
  };
}

const highlights = [
  { icon: 'lucide:sprout', title: 'home.highlight.choice.title', text: 'home.highlight.choice.text' },
  { icon: 'lucide:leaf', title: 'home.highlight.data.title', text: 'home.highlight.data.text' },
  { icon: 'lucide:truck', title: 'home.highlight.shipping.title', text: 'home.highlight.shipping.text' },
] as const satisfies readonly { icon: string; title: MessageId; text: MessageId }[];

/**
 * The home page. Its editorial sections (hero image, product carousels, blog teasers) come from the
 * CMS home document once the content issue lands; until then it greets with the shop's own copy.
 */
export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const locale = requireLocale((await params).locale);
  const intl = getIntl(locale);
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:py-24">
          <h1 className="max-w-2xl text-4xl font-bold tracking-tight text-ink-900 sm:text-5xl">
            {intl.formatMessage({ id: 'home.heroTitle' })}
          </h1>
          <p className="mt-4 max-w-xl text-lg text-ink-700">{intl.formatMessage({ id: 'home.heroText' })}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link
              href={generalCatalogPath(locale)}
              className="inline-flex items-center gap-2 rounded-full bg-brand-700 px-6 py-3 font-medium text-white hover:bg-brand-800"
            >
              {intl.formatMessage({ id: 'home.shopNow' })}
              <Icon name="lucide:chevron-right" />
            </Link>
            <Link
              href={pathTo(locale, 'promotions')}
              className="inline-flex items-center gap-2 rounded-full border border-ink-300 bg-white px-6 py-3 font-medium text-ink-900 hover:bg-ink-50"
            >
              {intl.formatMessage({ id: 'home.explorePromotions' })}
            </Link>
          </div>
        </div>
      </section>
      <section aria-labelledby="home-highlights" className="mx-auto max-w-7xl px-4 py-12">
        <h2 id="home-highlights" className="text-2xl font-bold text-ink-900">
          {intl.formatMessage({ id: 'home.highlights' })}
        </h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-3">
          {highlights.map((item) => (
            <li key={item.title} className="rounded-[var(--radius-card)] border border-ink-200 p-6 shadow-card">
              <Icon name={item.icon} size={28} className="text-brand-700" />
              <h3 className="mt-3 text-lg font-semibold text-ink-900">{intl.formatMessage({ id: item.title })}</h3>
              <p className="mt-1 text-ink-700">{intl.formatMessage({ id: item.text })}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
