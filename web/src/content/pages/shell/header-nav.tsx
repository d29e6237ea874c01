import { ShellAnchor } from './shell-anchor';
import type { ShellNavItem } from './shell-navigation.server';

// Their look: the shell-* classes in globals.css (every page carries this markup twice, in its HTML
// and in its payload, so short class names keep it light).

/** The phone menu's list: every item with its sub-links indented below it. */
export function MobileNavList({ items }: { readonly items: readonly ShellNavItem[] }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={`${item.href}|${item.label}`}>
          <ShellAnchor link={item} className="shell-menu-link" />
          {item.children.length > 0 && (
            <ul className="shell-menu-sub">
              {item.children.map((child) => (
                <li key={`${child.href}|${child.label}`}>
                  <ShellAnchor link={child} className="shell-menu-sublink" />
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * The wide-screen navigation bar. Sub-links open below their item on hover and while focus is
 * inside the item (keyboard users tab from the item into its sub-links); hidden ones take no focus.
 */
export function DesktopNavList({ items }: { readonly items: readonly ShellNavItem[] }) {
  return (
    <ul className="mx-auto flex max-w-7xl gap-1 px-4">
      {items.map((item) => (
        <li key={`${item.href}|${item.label}`} className="group relative">
          <ShellAnchor link={item} className="shell-bar-link" />
          {item.children.length > 0 && (
            <ul className="shell-bar-menu">
              {item.children.map((child) => (
                <li key={`${child.href}|${child.label}`}>
                  <ShellAnchor link={child} className="shell-bar-sublink" />
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
