'use client';

import { useState } from 'react';
import { useIntl } from '@/i18n/client-intl';
import { Button } from '@/ui/kit/button';
import { Checkbox } from '@/ui/kit/checkbox';
import { Drawer } from '@/ui/kit/drawer';

/** Opens a drawer from either side: filters on the left, the mini cart on the right. */
export function DrawerDemo() {
  const intl = useIntl();
  const [side, setSide] = useState<'left' | 'right' | null>(null);
  const close = () => setSide(null);
  return (
    <div className="flex flex-wrap gap-3">
      <Button variant="secondary" icon="lucide:sliders-horizontal" onClick={() => setSide('left')}>
        {intl.formatMessage({ id: 'uiPage.drawer.openLeft' })}
      </Button>
      <Button variant="secondary" icon="lucide:shopping-cart" onClick={() => setSide('right')}>
        {intl.formatMessage({ id: 'uiPage.drawer.openRight' })}
      </Button>
      <Drawer
        open={side === 'left'}
        onClose={close}
        side="left"
        title={intl.formatMessage({ id: 'uiPage.drawer.leftTitle' })}
        footer={
          <Button className="w-full" onClick={close}>
            {intl.formatMessage({ id: 'uiPage.drawer.apply' })}
          </Button>
        }
      >
        <div className="space-y-3">
          <Checkbox
            intl={intl}
            name="filter-feminized"
            label={intl.formatMessage({ id: 'uiPage.select.feminized' })}
            defaultChecked
          />
          <Checkbox
            intl={intl}
            name="filter-autoflowering"
            label={intl.formatMessage({ id: 'uiPage.select.autoflowering' })}
          />
          <Checkbox intl={intl} name="filter-regular" label={intl.formatMessage({ id: 'uiPage.select.regular' })} />
        </div>
      </Drawer>
      <Drawer
        open={side === 'right'}
        onClose={close}
        side="right"
        title={intl.formatMessage({ id: 'uiPage.drawer.rightTitle' })}
        footer={
          <Button className="w-full" onClick={close}>
            {intl.formatMessage({ id: 'uiPage.drawer.continue' })}
          </Button>
        }
      >
        <p className="text-ink-700">{intl.formatMessage({ id: 'uiPage.drawer.rightBody' })}</p>
      </Drawer>
    </div>
  );
}
