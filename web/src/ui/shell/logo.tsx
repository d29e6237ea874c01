/** The seedshop word mark: a sprouting seed and the name. */
export function Logo() {
  return (
    <span className="flex items-center gap-2 text-xl font-bold tracking-tight text-ink-900">
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <circle cx="16" cy="16" r="16" className="fill-brand-700" />
        <path d="M16 25v-9" stroke="white" strokeWidth="2.2" strokeLinecap="round" />
        <path d="M16 17c0-4.5 3-7.5 7.5-7.5 0 4.5-3 7.5-7.5 7.5Z" fill="white" />
        <path d="M16 19c0-3.6-2.4-6-6-6 0 3.6 2.4 6 6 6Z" fill="white" opacity=".85" />
      </svg>
      <span>
        seed<span className="text-brand-700">shop</span>
      </span>
    </span>
  );
}
