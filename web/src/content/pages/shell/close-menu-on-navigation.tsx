'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

/**
 * Closes the phone menu (a popover) when the page changes under it: a link in the menu navigates
 * in place and the header stays, so without this the menu would stay open over the new page. Only
 * a change of page closes it: a menu opened before the page was hydrated stays open.
 */
export function CloseMenuOnNavigation({ menuId }: { readonly menuId: string }) {
  const pathname = usePathname();
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    const menu = document.getElementById(menuId);
    if (menu?.matches(':popover-open')) menu.hidePopover();
  }, [menuId, pathname]);
  return null;
}
