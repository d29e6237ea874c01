'use client';

import { addAPIProvider, addCollection, Icon as IconifyIcon } from '@iconify/react';
import type { IconifyJSON } from '@iconify/types';
import { iconApiConfig } from './icon-config';

addAPIProvider('', { ...iconApiConfig, resources: [...iconApiConfig.resources] });

interface IconProps {
  /** `prefix:name`, e.g. `lucide:shopping-cart`. */
  readonly name: string;
  readonly className?: string;
  /** Accessible name; without it the icon is decorative and hidden from assistive technology. */
  readonly label?: string;
  readonly size?: number | string;
}

/** An Iconify icon. Decorative by default; pass `label` when the icon carries meaning alone. */
export function Icon({ name, className, label, size = '1.25em' }: IconProps) {
  return (
    <IconifyIcon
      icon={name}
      ssr
      width={size}
      height={size}
      className={className}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      fallback={<span style={{ display: 'inline-block', width: size, height: size }} aria-hidden />}
    />
  );
}

/** Registers icon data sent by the server so shell icons render on the first paint. */
export function IconPreload({ collections }: { readonly collections: readonly IconifyJSON[] }) {
  for (const collection of collections) addCollection(collection);
  return null;
}
