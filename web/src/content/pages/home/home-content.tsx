import 'server-only';
import type { Locale } from '@seedshop/locales';
import { stegaClean } from '@sanity/client/stega';
import type { Metadata } from 'next';
import { Link } from '@/routing/link';
import { cache } from 'react';
import { PageBlocks } from '@/content/blocks/page-blocks';
import { fetchContent } from '@/content/content-source.server';
import { homePageQuery } from '@/content/queries/pages-home';
import { getIntl } from '@/i18n/server';
import { alternatesOf } from '@/routing/paths';
import { Icon } from '@/ui/icon/icon';
import { generalCatalogPath } from '@/ui/shell/navigation';
import { withFallback } from '../shared/content-alternates';
import { contentMetadata } from '../shared/content-metadata';
import { openGraphImage } from '../shared/og-image';
import { pageTags } from '../shared/page-tags';

/** The `home` document of a language and the site's SEO defaults, once per request. */
export const loadHome = cache((locale: Locale) =>
  fetchContent(homePageQuery, { language: locale }, { tags: pageTags('home', 'siteSettings') }),
);

type HomeData = Awaited<ReturnType<typeof loadHome>>;

function firstHeroImage(data: HomeData) {
  const first = data.home?.blocks?.[0];
  return first?._type === 'hero' ? first.image : null;
}

/**
 * Home's metadata: the home document's `seo`, else the siteSettings defaults, else the shop's own
 * name and description. The title stands alone (no "| seedshop" suffix: it carries the name).
 */
export function homeMetadata(locale: Locale, data: HomeData): Metadata {
  const intl = getIntl(locale);
  const seo = data.home?.seo;
  const defaults = data.defaults;
  const title = stegaClean(
    seo?.title?.trim() ||
      defaults?.title?.trim() ||
      `${intl.formatMessage({ id: 'site.name' })} – ${intl.formatMessage({ id: 'site.tagline' })}`,
  );
  const metadata = contentMetadata({
    locale,
    title,
    description: seo?.description || defaults?.description || intl.formatMessage({ id: 'site.description' }),
    alternates: withFallback(alternatesOf('home'), () => '/'),
    seo: { noIndex: seo?.noIndex },
    image: openGraphImage(seo?.image ?? defaults?.image ?? firstHeroImage(data)),
  });
  return { ...metadata, title: { absolute: title } };
}

/** Without a home document the shop still greets with its own name and a way into the catalogue. */
function HomeFallback({ locale }: { readonly locale: Locale }) {
  const intl = getIntl(locale);
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:py-24">
        <h1 className="max-w-2xl text-4xl font-bold tracking-tight text-ink-900 sm:text-5xl">
          {intl.formatMessage({ id: 'site.tagline' })}
        </h1>
        <p className="mt-4 max-w-xl text-lg text-ink-700">{intl.formatMessage({ id: 'site.description' })}</p>
        <Link
          href={generalCatalogPath(locale)}
          className="mt-8 inline-flex items-center gap-2 rounded-full bg-brand-700 px-6 py-3 font-medium text-white hover:bg-brand-800"
        >
          {intl.formatMessage({ id: 'nav.seeds' })}
          <Icon name="lucide:chevron-right" />
        </Link>
      </div>
    </section>
  );
}

/** The home page: the blocks of the language's `home` document; its first hero is the `<h1>` and LCP. */
export function HomeContent({ locale, data }: { readonly locale: Locale; readonly data: HomeData }) {
  const blocks = data.home?.blocks ?? [];
  if (blocks.length === 0) return <HomeFallback locale={locale} />;
  return <PageBlocks blocks={blocks} context={{ locale }} />;
}
