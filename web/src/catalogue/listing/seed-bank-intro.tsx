import type { KitIntl } from '@/ui/kit/kit-intl';
import type { SeedBankDetail } from '../catalogue-types';
import { countryName } from '../seed-banks/country-name';

/** On top of a seed bank's catalog: its logo, origin and story. */
export function SeedBankIntro({ intl, bank }: { readonly intl: KitIntl; readonly bank: SeedBankDetail }) {
  return (
    <section
      aria-label={intl.formatMessage({ id: 'seedBanks.about' }, { name: bank.name })}
      className="mt-4 flex flex-col gap-4 rounded-[var(--radius-card)] border border-ink-200 bg-ink-50 p-5 sm:flex-row sm:items-start"
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- a small SVG monogram from the shop */}
      <img src={bank.logoUrl} alt="" width={96} height={96} className="size-24 shrink-0 rounded-lg bg-white" />
      <div className="space-y-2">
        <p className="text-sm text-ink-600">
          {intl.formatMessage(
            { id: 'seedBanks.origin' },
            { country: countryName(intl.locale, bank.country), year: String(bank.foundedYear) },
          )}
        </p>
        <p className="max-w-prose text-ink-800">{bank.description}</p>
      </div>
    </section>
  );
}
