import localFont from 'next/font/local';

/**
 * Inter, self-hosted from the @fontsource-variable package (no request to Google Fonts).
 * The Latin subset covers every character of de, en, fr and es.
 */
export const inter = localFont({
  src: [
    { path: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2', style: 'normal' },
    { path: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-italic.woff2', style: 'italic' },
  ],
  weight: '100 900',
  display: 'swap',
  variable: '--font-inter',
});
