'use client';

import type { FocusEvent } from 'react';
import { useIntl } from '@/i18n/client-intl';
import { controlClasses } from '@/ui/kit/field-classes';
import type { MessageId } from '@/i18n/messages';

export interface RangeValue {
  /** The current bounds (null: open). */
  readonly min: number | null;
  readonly max: number | null;
  /** The lowest and highest value in the listing, shown as placeholders. */
  readonly floor: number;
  readonly ceiling: number;
}

interface RangeFieldsProps {
  readonly formId: string;
  readonly legend: MessageId;
  readonly minName: string;
  readonly maxName: string;
  readonly step: number;
  readonly range: RangeValue;
  /** Called when a bound was changed and left (blur); Enter submits the form instead. */
  readonly onCommit: () => void;
}

/** A "from – to" pair of number fields (price in euros, THC in percent) inside a fieldset. */
export function RangeFields({ formId, legend, minName, maxName, step, range, onCommit }: RangeFieldsProps) {
  const intl = useIntl();
  const commitIfChanged = (event: FocusEvent<HTMLInputElement>, before: number | null) => {
    const now = event.currentTarget.value.trim();
    if (now !== (before === null ? '' : String(before))) onCommit();
  };
  const field = (name: string, label: MessageId, value: number | null, placeholder: number) => (
    <div className="flex-1">
      <label htmlFor={`${formId}-${name}`} className="block text-xs text-ink-700">
        {/* The group's name too, so "From" is not ambiguous when read out of context. */}
        <span className="sr-only">
          {intl.formatMessage({ id: 'common.labelled' }, { label: intl.formatMessage({ id: legend }), value: '' })}
        </span>
        {intl.formatMessage({ id: label })}
      </label>
      <input
        // Re-created when the URL's value changes, so the field shows what is applied.
        key={String(value)}
        id={`${formId}-${name}`}
        name={name}
        type="number"
        inputMode="decimal"
        min={0}
        step={step}
        defaultValue={value ?? ''}
        placeholder={intl.formatNumber(placeholder)}
        onBlur={(event) => commitIfChanged(event, value)}
        className={controlClasses({ invalid: false, className: 'mt-1 py-1.5 text-sm' })}
      />
    </div>
  );
  return (
    <fieldset className="border-t border-ink-200 py-4">
      <legend className="float-left mb-2 w-full text-sm font-semibold text-ink-900">
        {intl.formatMessage({ id: legend })}
      </legend>
      <div className="clear-left flex items-end gap-2">
        {field(minName, 'catalogue.filters.from', range.min, range.floor)}
        <span aria-hidden="true" className="pb-2 text-ink-600">
          –
        </span>
        {field(maxName, 'catalogue.filters.to', range.max, range.ceiling)}
      </div>
    </fieldset>
  );
}
