import { clsx } from 'clsx';

/**
 * Stands in for a missing product photo: a seedling on a soft green ground, drawn inline so it
 * needs no request. Decorative, like the photos it replaces (the card names the product).
 */
export function ProductImagePlaceholder({ className }: { readonly className?: string }) {
  return (
    <svg viewBox="0 0 200 200" aria-hidden="true" className={clsx('size-full', className)}>
      <rect width="200" height="200" fill="var(--color-brand-50)" />
      <circle cx="100" cy="92" r="58" fill="var(--color-brand-100)" />
      <path d="M100 150V92" stroke="var(--color-brand-600)" strokeWidth="5" strokeLinecap="round" />
      <path d="M100 108c-24 0-38-14-40-36 22 0 38 12 40 36Z" fill="var(--color-brand-500)" />
      <path d="M100 96c2-26 18-40 42-42-2 24-16 40-42 42Z" fill="var(--color-brand-600)" />
      <path d="M70 150h60l-6 22a6 6 0 0 1-6 4H82a6 6 0 0 1-6-4Z" fill="var(--color-accent-500)" />
      <rect x="64" y="142" width="72" height="10" rx="3" fill="var(--color-accent-700)" />
    </svg>
  );
}
