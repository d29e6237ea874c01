import { ShellAnchor } from './shell-anchor';
import type { ShellNavItem } from './shell-navigation.server';

/** The phone menu's list: every item with its sub-links indented below it. */
export function MobileNavList({ items }: { readonly items: readonly ShellNavItem[] }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={`${item.href}|${item.label}`}>
          <ShellAnchor link={item} className="block rounded px-3 py-2 text-ink-900 hover:bg-brand-50" />
          {item.children.length > 0 && (
            <ul className="ml-3 border-l border-ink-100 pl-2">
              {item.children.map((child) => (
                <li key={`${child.href}|${child.label}`}>
                  <ShellAnchor
                    link={child}
                    className="block rounded px-3 py-1.5 text-sm text-ink-700 hover:bg-brand-50"
                  />
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
          <ShellAnchor link={item} className="block px-3 py-3 text-sm font-medium text-ink-700 hover:text-brand-700" />
          {item.children.length > 0 && (
            <ul className="invisible absolute top-full left-0 z-30 min-w-52 rounded-md border border-ink-200 bg-white p-1 opacity-0 shadow-card transition-opacity group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100">
              {item.children.map((child) => (
                <li key={`${child.href}|${child.label}`}>
                  <ShellAnchor
                    link={child}
                    className="block rounded px-3 py-2 text-sm text-ink-900 hover:bg-brand-50"
                  />
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
