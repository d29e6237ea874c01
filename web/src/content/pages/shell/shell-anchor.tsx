import { Link } from '@/routing/link';
import type { ShellLink } from './shell-navigation.server';

/** A header or footer link: client-side navigation inside the shop, a plain safe link outside it. */
export function ShellAnchor({ link, className }: { readonly link: ShellLink; readonly className?: string }) {
  if (link.external) {
    return (
      <a href={link.href} rel="noopener noreferrer" className={className}>
        {link.label}
      </a>
    );
  }
  return (
    <Link href={link.href} className={className}>
      {link.label}
    </Link>
  );
}
