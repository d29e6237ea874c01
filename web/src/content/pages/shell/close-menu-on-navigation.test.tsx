// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CloseMenuOnNavigation } from './close-menu-on-navigation';

let pathname = '/de';
vi.mock('next/navigation', () => ({ usePathname: () => pathname }));

afterEach(cleanup);

/** A menu element that says it is open and records being closed (happy-dom has no popovers). */
function openMenu() {
  const menu = document.createElement('nav');
  menu.id = 'main-navigation';
  const hidePopover = vi.fn();
  vi.spyOn(menu, 'matches').mockImplementation((selector: string) => selector === ':popover-open');
  menu.hidePopover = hidePopover;
  document.body.append(menu);
  return { menu, hidePopover };
}

describe('CloseMenuOnNavigation', () => {
  it('leaves a menu opened before hydration open, and closes it when the page changes', () => {
    const { menu, hidePopover } = openMenu();
    pathname = '/de';
    const { rerender } = render(<CloseMenuOnNavigation menuId="main-navigation" />);
    expect(hidePopover).not.toHaveBeenCalled();
    rerender(<CloseMenuOnNavigation menuId="main-navigation" />);
    expect(hidePopover).not.toHaveBeenCalled();
    pathname = '/de/blog';
    rerender(<CloseMenuOnNavigation menuId="main-navigation" />);
    expect(hidePopover).toHaveBeenCalledTimes(1);
    menu.remove();
  });
});
