'use client';

import { HeadManagerContext } from 'next/dist/shared/lib/head-manager-context.shared-runtime';
import { useContext } from 'react';
import { preload } from 'react-dom';

/**
 * The inline script that hands `src` to Next's bootstrap, which runs it before it hydrates:
 * `(self.__next_s=self.__next_s||[]).push([src, {}])`. `<` is escaped so the text cannot close the
 * element.
 */
export function beforeHydrationCall(src: string): string {
  return `(self.__next_s=self.__next_s||[]).push(${JSON.stringify([src, {}]).replaceAll('<', '\\u003c')})`;
}

/**
 * A script the browser runs before the page hydrates, written as `next/script`'s `beforeInteractive`
 * writes it in the app directory: a preload and the address for Next's bootstrap, both carrying the
 * request's nonce (Next's server rendering holds it in its head manager context, as `next/script`
 * reads it). `next/script` itself, with its other strategies and load bookkeeping, would add about
 * 2 KiB gzip to every page's first load for this one call.
 */
export function BeforeHydrationScript({ src }: { readonly src: string }) {
  const { nonce } = useContext(HeadManagerContext);
  preload(src, { as: 'script', nonce });
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: beforeHydrationCall(src) }} />;
}
