import { ShellAnchor } from './shell-anchor';
import type { ShellNavItem } from './shell-navigation.server';

// Their look: the shell-nav* classes in globals.css (every page carries this markup twice, in its
// HTML and in its payload, so it is there once and its class names are short).

/**
 * The main navigation's list, once for every screen: the phone menu shows every item with its
 * sub-links indented below it; the wide-screen bar opens an item's sub-links below it on hover and
 * while focus is inside the item (keyboard users tab from the item into its sub-links).
 */
export function NavList({ items }: { readonly items: readonly ShellNavItem[] }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={`${item.href}|${item.label}`}>
          <ShellAnchor link={item} className="shell-nav-link" />
          {item.children.length > 0 && (
            <ul className="shell-nav-sub">
              {item.children.map((child) => (
                <li key={`${child.href}|${child.label}`}>
                  <ShellAnchor link={child} className="shell-nav-sublink" />
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
