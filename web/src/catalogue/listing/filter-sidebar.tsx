'use client';

import { useState } from 'react';
import { useIntl } from '@/i18n/client-intl';
import { Button } from '@/ui/kit/button';
import { Drawer } from '@/ui/kit/drawer';
import { FilterForm, type FilterPanelData } from './filter-form';

/** The inline form's id (each facet's list of values is named after it: `listing-filters-seed_type-values`). */
export const FILTER_FORM_ID = 'listing-filters';

/**
 * The filter panel: inline beside the results on large screens; on small screens behind a
 * "Filters" button in the kit Drawer. Without JavaScript the inline panel shows on every screen
 * (the button could not open anything) with its Apply button.
 */
export function FilterSidebar({ data, activeCount }: { readonly data: FilterPanelData; readonly activeCount: number }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const title = intl.formatMessage({ id: 'catalogue.filters.title' });
  return (
    <>
      <div className="lg:hidden noscript:hidden">
        <Button
          variant="secondary"
          icon="lucide:sliders-horizontal"
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
        >
          {intl.formatMessage({ id: 'catalogue.filters.open' }, { count: activeCount })}
        </Button>
      </div>
      <div className="hidden lg:block noscript:block">
        <h2 className="pb-2 text-lg font-semibold text-ink-900">{title}</h2>
        <FilterForm id={FILTER_FORM_ID} data={data} applyButton="noscript" />
      </div>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        side="left"
        title={title}
        footer={
          <Button type="submit" form={`${FILTER_FORM_ID}-drawer`} className="w-full">
            {intl.formatMessage({ id: 'catalogue.filters.apply' })}
          </Button>
        }
      >
        <FilterForm
          id={`${FILTER_FORM_ID}-drawer`}
          data={data}
          applyButton="external"
          onApplied={() => setOpen(false)}
        />
      </Drawer>
    </>
  );
}
