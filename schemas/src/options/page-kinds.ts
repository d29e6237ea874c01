/** Info page kinds; each is one fixed route (`/contact-us`, `/imprint`, …) and one page per language. */
export const pageKinds = ['contact-us', 'imprint', 'payment', 'privacy', 'shipping', 'terms'] as const;
export type PageKind = (typeof pageKinds)[number];

export const pageKindOptions = [
  { title: 'Contact us', value: 'contact-us' },
  { title: 'Imprint', value: 'imprint' },
  { title: 'Payment', value: 'payment' },
  { title: 'Privacy', value: 'privacy' },
  { title: 'Shipping', value: 'shipping' },
  { title: 'Terms', value: 'terms' },
] satisfies { title: string; value: PageKind }[];
