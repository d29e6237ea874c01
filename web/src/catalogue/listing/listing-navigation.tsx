'use client';

import { useRouter } from 'next/navigation';
import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useTransition,
  type ReactNode,
  type RefObject,
} from 'react';
import { hrefWithFormValues, namesChangedBeforeHydration } from './form-href';

interface ListingNavigationValue {
  /** Goes to another state of the listing; the server renders it. */
  readonly navigate: (href: string) => void;
  /** A navigation is under way (the results shown are the previous ones). */
  readonly pending: boolean;
}

const ListingNavigationContext = createContext<ListingNavigationValue>({
  navigate: (href) => window.location.assign(href),
  pending: false,
});

export function useListingNavigation(): ListingNavigationValue {
  return use(ListingNavigationContext);
}

/**
 * A listing form (filters, sort) whose boxes or options were changed while the page was still
 * plain HTML goes where the shopper pointed once React has taken over: React keeps such a change
 * when it hydrates but never reports it (`changedBeforeHydration`).
 */
export function useChangesMadeBeforeHydration(formRef: RefObject<HTMLFormElement | null>): void {
  const { navigate } = useListingNavigation();
  useEffect(() => {
    const form = formRef.current;
    const names = form ? namesChangedBeforeHydration(form) : new Set<string>();
    if (!form || names.size === 0) return;
    // The listing's forms run this in one commit: each builds on the URL the one before chose.
    const href = hrefWithFormValues(
      chosenInThisCommit ?? `${window.location.pathname}${window.location.search}`,
      form,
      names,
    );
    chosenInThisCommit = href;
    queueMicrotask(() => (chosenInThisCommit = null));
    navigate(href);
  }, [formRef, navigate]);
}

/** The URL a form changed before hydration went to in the commit under way. */
let chosenInThisCommit: string | null = null;

/**
 * One transition for every control of a listing (filters, sort): the URL changes with
 * `router.push`, the server renders the new results, and while it does the results are marked busy.
 * The scroll position stays, so a visitor ticking filters keeps their place.
 */
export function ListingNavigation({ children }: { readonly children: ReactNode }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const navigate = useCallback((href: string) => startTransition(() => router.push(href, { scroll: false })), [router]);
  const value = useMemo(() => ({ navigate, pending }), [navigate, pending]);
  return <ListingNavigationContext value={value}>{children}</ListingNavigationContext>;
}

/** The results region: `aria-busy` while new results load, dimmed so sighted users see it too. */
export function ListingResults({ id, children }: { readonly id: string; readonly children: ReactNode }) {
  const { pending } = useListingNavigation();
  return (
    <div id={id} aria-busy={pending} className="transition-opacity aria-busy:opacity-60">
      {children}
    </div>
  );
}
