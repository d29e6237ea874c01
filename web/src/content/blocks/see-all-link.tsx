import { Link } from '@/routing/link';
import type { ReactNode } from 'react';

/** A block's "see all" link beside its heading (the blog, every seed bank). */
export function SeeAllLink({ href, children }: { readonly href: string; readonly children: ReactNode }) {
  return (
    <Link href={href} className="kit-see-all">
      {children}
    </Link>
  );
}
