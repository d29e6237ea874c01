import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { DEFAULT_CURRENCY, formatPrice, perSeedCents } from './format-price';
import type { KitIntl } from './kit-intl';

interface PriceBase {
  readonly intl: KitIntl;
  /** Integer cents: the price, the sale price, the lowest price, or the pack price for `perSeed`. */
  readonly amount: number;
  readonly currency?: string;
  /** "incl. VAT, excl. shipping"; shown unless a list shows it once for all prices. */
  readonly taxNote?: boolean;
  readonly size?: 'sm' | 'md' | 'lg';
  readonly className?: string;
}

export type PriceProps = PriceBase &
  (
    | { readonly variant?: 'regular' }
    /** `was` is the old price in cents, shown struck through. */
    | { readonly variant: 'sale'; readonly was: number }
    /**
     * The lowest price of several packs: "from €12.50"; with `was` (cents, the same before a
     * discount) that one is shown struck through beside it.
     */
    | { readonly variant: 'from'; readonly was?: number }
    /** `amount` is the pack price; the price of one seed is shown. */
    | { readonly variant: 'perSeed'; readonly seeds: number }
  );

const sizes = { sm: 'text-base', md: 'text-lg', lg: 'text-2xl' } as const;

/**
 * A price in the page's locale and EUR (the shop's currency). The amount is formatted with the
 * locale's own rules (`12,50 €` in German, `€12.50` in English); the sale variant tells screen
 * reader users which price is the old one instead of relying on the strike-through.
 */
export function Price(props: PriceProps) {
  const { intl, amount, currency = DEFAULT_CURRENCY, taxNote = true, size = 'md', className } = props;
  const format = (cents: number) => formatPrice(cents, intl.locale, currency);
  const amountClasses = clsx('kit-amount', sizes[size]);

  let main: ReactNode;
  switch (props.variant) {
    case 'sale':
      main = <StruckPrice intl={intl} now={format(amount)} was={format(props.was)} amountClasses={amountClasses} />;
      break;
    case 'from': {
      const now = intl.formatMessage({ id: 'kit.price.from' }, { price: format(amount) });
      if (props.was === undefined || props.was <= amount) {
        main = <span className={clsx(amountClasses, 'text-ink-900')}>{now}</span>;
        break;
      }
      main = (
        <StruckPrice
          intl={intl}
          now={now}
          was={format(props.was)}
          wasLabel={intl.formatMessage({ id: 'kit.price.from' }, { price: format(props.was) })}
          amountClasses={amountClasses}
        />
      );
      break;
    }
    case 'perSeed':
      main = (
        <span className="text-sm text-ink-600 tabular-nums">
          {intl.formatMessage({ id: 'kit.price.perSeed' }, { price: format(perSeedCents(amount, props.seeds)) })}
        </span>
      );
      break;
    default:
      main = <span className={clsx(amountClasses, 'text-ink-900')}>{format(amount)}</span>;
  }

  return (
    <span className={clsx('inline-flex flex-col', className)}>
      {main}
      {taxNote && <span className="text-xs text-ink-600">{intl.formatMessage({ id: 'kit.price.taxNote' })}</span>}
    </span>
  );
}

/**
 * The current price beside the old one struck through. Screen readers hear "was …, now …" instead
 * of relying on the strike-through; `wasLabel` is the old price as read (e.g. "from €12.50").
 */
function StruckPrice(props: {
  readonly intl: KitIntl;
  readonly now: string;
  readonly was: string;
  readonly wasLabel?: string;
  readonly amountClasses: string;
}) {
  const { intl, now, was, wasLabel = was, amountClasses } = props;
  return (
    <span className="flex flex-wrap items-baseline gap-x-2">
      <span className="sr-only">
        {intl.formatMessage({ id: 'kit.price.was' }, { price: wasLabel })}{' '}
        {intl.formatMessage({ id: 'kit.price.now' }, { price: now })}
      </span>
      <span aria-hidden="true" className={clsx(amountClasses, 'text-danger-700')}>
        {now}
      </span>
      <s aria-hidden="true" className="text-sm text-ink-600 tabular-nums">
        {was}
      </s>
    </span>
  );
}
