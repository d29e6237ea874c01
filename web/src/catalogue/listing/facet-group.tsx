'use client';

import { useState } from 'react';
import { useIntl } from '@/i18n/client-intl';
import type { Facet, FacetValue } from '../catalogue-types';

/** Values shown before "Show more"; selected values are always shown. */
const VISIBLE_VALUES = 6;

interface FacetGroupProps {
  readonly formId: string;
  readonly facet: Facet;
  readonly onToggle: () => void;
}

/**
 * One facet as a group of checkboxes: "Feminized (123)". A value that would find nothing is
 * disabled (unless it is selected, so it can be removed). Long lists show the first values and a
 * "Show more" button; without JavaScript every value is shown.
 */
export function FacetGroup({ formId, facet, onToggle }: FacetGroupProps) {
  const intl = useIntl();
  const [expanded, setExpanded] = useState(false);
  const listId = `${formId}-${facet.key}-values`;
  // A value that would find nothing cannot be chosen, unless it is chosen already (to remove it).
  const isDisabled = (value: FacetValue) => value.count === 0 && !value.selected;
  const isVisible = (value: FacetValue, index: number) => expanded || value.selected || index < VISIBLE_VALUES;
  const hiddenCount = facet.values.filter((value, index) => !isVisible(value, index)).length;
  const collapsible = facet.values.length > VISIBLE_VALUES && (hiddenCount > 0 || expanded);

  return (
    <fieldset className="border-t border-ink-200 py-4">
      <legend className="float-left mb-2 w-full text-sm font-semibold text-ink-900">{facet.label}</legend>
      {/* Styled from the list (kit-facet-values in globals.css), not per row: a listing repeats the
          row 80-odd times. */}
      <ul id={listId} className="kit-facet-values clear-left space-y-1.5">
        {facet.values.map((value, index) => (
          <li
            // A fresh checkbox after every navigation: the server's state wins over the clicked one.
            key={`${value.value}:${value.selected}`}
            className={isVisible(value, index) ? undefined : 'kit-more'}
          >
            {/* The box inside its label (no ids). */}
            <label>
              <input
                type="checkbox"
                name={facet.key}
                value={value.value}
                defaultChecked={value.selected}
                disabled={isDisabled(value)}
                onChange={onToggle}
              />
              <span>
                {`${value.label} `}
                <span>{`(${intl.formatNumber(value.count)})`}</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
      {collapsible && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((open) => !open)}
          className="mt-2 rounded-sm text-sm font-medium text-brand-700 underline-offset-2 hover:underline noscript:hidden"
        >
          {expanded
            ? intl.formatMessage({ id: 'catalogue.filters.showLess' })
            : intl.formatMessage({ id: 'catalogue.filters.showMore' }, { count: hiddenCount })}
        </button>
      )}
    </fieldset>
  );
}
