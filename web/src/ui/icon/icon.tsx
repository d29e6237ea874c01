'use client';

import { addAPIProvider, addCollection, Icon as IconifyIcon, iconLoaded } from '@iconify/react';
import { useEffect } from 'react';
import { ICON_CLIENT_TIMEOUT_MS, iconApiConfig } from './icon-config';
import { spriteIcons, spriteSymbolId } from './sprite-icons';
import { shellIconsOf } from '@/i18n/client-messages/client-message-global';

addAPIProvider('', { ...iconApiConfig, resources: [...iconApiConfig.resources] });

interface IconProps {
  /** `prefix:name`, e.g. `lucide:shopping-cart`. */
  readonly name: string;
  readonly className?: string;
  /** Accessible name; without it the icon is decorative and hidden from assistive technology. */
  readonly label?: string;
  readonly size?: number | string;
}

/**
 * An Iconify icon. Decorative by default; pass `label` when the icon carries meaning alone. Icons of
 * the page's sprite (sprite-icons.ts) are a `<use>` of its symbol.
 */
export function Icon({ name, className, label, size = '1.25em' }: IconProps) {
  const inSprite = spriteIcons.has(name);
  // The app's own wait: an icon still missing after it is reported, and its placeholder stays.
  useEffect(() => {
    if (inSprite || iconLoaded(name)) return undefined;
    const timer = window.setTimeout(() => {
      if (!iconLoaded(name)) console.warn(`[icon] ${name} did not load within ${ICON_CLIENT_TIMEOUT_MS} ms`);
    }, ICON_CLIENT_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [name, inSprite]);
  // Size and accessibility, the same for a sprite icon and an Iconify one.
  const svgProps = {
    width: size,
    height: size,
    className,
    role: label ? 'img' : undefined,
    'aria-label': label,
    'aria-hidden': label ? undefined : true,
  } as const;
  if (inSprite) {
    return (
      <svg {...svgProps}>
        <use href={`#${spriteSymbolId(name)}`} />
      </svg>
    );
  }
  return (
    <IconifyIcon
      icon={name}
      ssr
      {...svgProps}
      fallback={<span style={{ display: 'inline-block', width: size, height: size }} aria-hidden />}
    />
  );
}

/**
 * Registers the shell's icons so they render on the first paint: they arrive with the build's client
 * file (loaded before hydration, cached for good), not in every page's payload.
 */
export function IconPreload() {
  for (const collection of shellIconsOf()) addCollection(collection);
  return null;
}
