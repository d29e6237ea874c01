'use client';

import { addAPIProvider, Icon, iconLoaded } from '@iconify/react';
import { useEffect } from 'react';
import { ICON_CLIENT_TIMEOUT_MS, iconApiConfig } from './icon-config';

addAPIProvider('', { ...iconApiConfig, resources: [...iconApiConfig.resources] });

interface Props {
  readonly name: string;
  readonly size: number | string;
  readonly svgProps: Readonly<Record<string, unknown>>;
}

/**
 * An icon neither in the page's sprite nor among the shell's: Iconify's runtime fetches it from our
 * icon endpoint. In its own chunk, loaded by the pages that draw such an icon.
 */
export function IconifyIcon({ name, size, svgProps }: Props) {
  // The app's own wait: an icon still missing after it is reported, and its placeholder stays.
  useEffect(() => {
    if (iconLoaded(name)) return undefined;
    const timer = window.setTimeout(() => {
      if (!iconLoaded(name)) console.warn(`[icon] ${name} did not load within ${ICON_CLIENT_TIMEOUT_MS} ms`);
    }, ICON_CLIENT_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [name]);
  return (
    <Icon
      icon={name}
      ssr
      {...svgProps}
      fallback={<span style={{ display: 'inline-block', width: size, height: size }} aria-hidden />}
    />
  );
}
