import { Link } from '@/routing/link';
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
      <ul className="kit-bank-tiles">
        {banks.map((bank) => (
          <li key={bank.id}>
            <Link href={pathTo(locale, 'catalog', { catalog: bank.slug })}>
              {/* eslint-disable-next-line @next/next/no-img-element -- a small SVG monogram from the shop */}
              <img src={bank.logoUrl} alt="" width={56} height={56} loading="lazy" />
              <span>{bank.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
