import Link from 'next/link';
import { getIntl } from '@/i18n/server';
import { pathTo } from '@/routing/paths';
import type { BlockContext } from './block-context';
import { BlockSection } from './block-section';
import type { BlockOf } from './block-types';
import { SeeAllLink } from './see-all-link';
import { seedBanksFor } from './seed-bank-lookup.server';

/** Seed bank logos from the shop, each linking to that bank's catalog, and a link to the A–Z. */
export async function SeedBankStripBlock({
  block,
  context,
}: {
  block: BlockOf<'seedBankStrip'>;
  context: BlockContext;
}) {
  const { locale } = context;
  const banks = await seedBanksFor(locale, block.seedBanks);
  if (banks.length === 0) return null;
  const intl = getIntl(locale);
  return (
    <BlockSection
      blockKey={block._key}
      heading={block.heading}
      aside={
        <SeeAllLink href={pathTo(locale, 'allSeedBanks')}>{intl.formatMessage({ id: 'nav.seedBanks' })}</SeeAllLink>
      }
    >
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6">
        {banks.map((bank) => (
          <li key={bank.id}>
            <Link
              href={pathTo(locale, 'catalog', { catalog: bank.slug })}
              className="flex h-full flex-col items-center gap-2 rounded-[var(--radius-card)] border border-ink-200 bg-white p-4 text-center shadow-card transition-colors hover:border-brand-600"
            >
              {/* eslint-disable-next-line @next/next/no-img-element -- a small SVG monogram from the shop */}
              <img src={bank.logoUrl} alt="" width={56} height={56} loading="lazy" className="size-14 rounded-md" />
              <span className="text-sm font-semibold text-ink-900">{bank.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
