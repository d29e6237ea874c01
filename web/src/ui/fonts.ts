import localFont from 'next/font/local';

/**
 * Inter, self-hosted from the @fontsource-variable package (no request to Google Fonts).
 * The Latin subset covers every character of de, en, fr and es.
 *
 * The upright face is preloaded: every page's text needs it. The italic face (quotes and emphasis
 * in editorial text) is its own family that only italic elements name, so the browser fetches it
 * when a page shows italic text, and it never competes with the first view's image and scripts.
 */
export const inter = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  style: 'normal',
  weight: '100 900',
  display: 'swap',
  variable: '--font-inter',
});

export const interItalic = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-italic.woff2',
  style: 'italic',
  weight: '100 900',
  display: 'swap',
  preload: false,
  variable: '--font-inter-italic',
});
