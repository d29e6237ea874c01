/**
 * Drawings repeated many times on a page (rating stars, the product photo placeholder) are defined
 * once here as `<symbol>`s and drawn with `<use href="#…">`. Inline, each star was ≈ 1 KB of HTML
 * and as much again in the RSC payload, five per card and 24 cards per listing page. The layout
 * renders this sprite once at the top of `<body>`; `<use>` inherits `fill`, `stroke` and CSS custom
 * properties, so each use picks its colour as before.
 */

/** Lucide's star outline as a filled shape. */
export const STAR_PATH =
  'M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z';

export const kitSymbols = {
  star: 'kit-star',
  productPlaceholder: 'kit-product-placeholder',
} as const;

/** The symbols, hidden; render once per document before any `<use>` of them. */
export function KitSprite() {
  return (
    <svg aria-hidden="true" focusable="false" width="0" height="0" className="absolute overflow-hidden">
      <symbol id={kitSymbols.star} viewBox="0 0 24 24">
        <path d={STAR_PATH} stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
      </symbol>
      <symbol id={kitSymbols.productPlaceholder} viewBox="0 0 200 200">
        <rect width="200" height="200" fill="var(--color-brand-50)" />
        <circle cx="100" cy="92" r="58" fill="var(--color-brand-100)" />
        <path d="M100 150V92" stroke="var(--color-brand-600)" strokeWidth="5" strokeLinecap="round" />
        <path d="M100 108c-24 0-38-14-40-36 22 0 38 12 40 36Z" fill="var(--color-brand-500)" />
        <path d="M100 96c2-26 18-40 42-42-2 24-16 40-42 42Z" fill="var(--color-brand-600)" />
        <path d="M70 150h60l-6 22a6 6 0 0 1-6 4H82a6 6 0 0 1-6-4Z" fill="var(--color-accent-500)" />
        <rect x="64" y="142" width="72" height="10" rx="3" fill="var(--color-accent-700)" />
      </symbol>
    </svg>
  );
}
