'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

/**
 * Closes the phone menu (a popover) when the page changes under it: a link in the menu navigates
 * in place and the header stays, so without this the menu would stay open over the new page.
 */
export function CloseMenuOnNavigation({ menuId }: { readonly menuId: string }) {
  const pathname = usePathname();
  useEffect(() => {
    const menu = document.getElementById(menuId);
    if (menu?.matches(':popover-open')) menu.hidePopover();
  }, [menuId, pathname]);
  return null;
}
