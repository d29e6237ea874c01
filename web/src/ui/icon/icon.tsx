'use client';

import type { IconifyJSON } from '@iconify/types';
import dynamic from 'next/dynamic';
import { spriteIcons, spriteSymbolId } from './sprite-icons';
import { uiIconsOf } from '@/i18n/client-messages/client-message-global';

/** Iconify's runtime, only for the icons drawn neither from the sprite nor from the app's set. */
const IconifyIcon = dynamic(() => import('./iconify-icon').then((module) => module.IconifyIcon));

interface IconProps {
  /** `prefix:name`, e.g. `lucide:shopping-cart`. */
  readonly name: string;
  readonly className?: string;
  /** Accessible name; without it the icon is decorative and hidden from assistive technology. */
  readonly label?: string;
  readonly size?: number | string;
}

interface IconDrawing {
  readonly body: string;
  readonly width: number;
  readonly height: number;
}

/** `name`'s drawing among the app's icons (the build's client file, or the server's copy). */
function appIcon(name: string): IconDrawing | null {
  const [prefix, icon] = name.split(':');
  if (icon === undefined) return null;
  const set: IconifyJSON | undefined = uiIconsOf().find((candidate) => candidate.prefix === prefix);
  if (set === undefined) return null;
  // An old name of an icon is an alias of its current one (`trash-2` → `trash`).
  let key = icon;
  for (let hops = 0; set.icons[key] === undefined && hops < 4; hops += 1) {
    const alias = set.aliases?.[key];
    if (alias === undefined) break;
    key = alias.parent;
  }
  const data = set.icons[key];
  if (data === undefined) return null;
  return { body: data.body, width: data.width ?? set.width ?? 16, height: data.height ?? set.height ?? 16 };
}

/**
 * An icon. Decorative by default; pass `label` when the icon carries meaning alone. Icons of the
 * page's sprite (sprite-icons.ts) are a `<use>` of its symbol; the app's own icons are drawn from the
 * data of the build's client file (loaded before hydration); any other icon through Iconify.
 */
export function Icon({ name, className, label, size = '1.25em' }: IconProps) {
  // Size and accessibility, the same for every kind of icon.
  const svgProps = {
    width: size,
    height: size,
    className,
    role: label ? 'img' : undefined,
    'aria-label': label,
    'aria-hidden': label ? undefined : true,
  } as const;
  if (spriteIcons.has(name)) {
    return (
      <svg {...svgProps}>
        <use href={`#${spriteSymbolId(name)}`} />
      </svg>
    );
  }
  const drawing = appIcon(name);
  if (drawing !== null) {
    return (
      <svg
        {...svgProps}
        viewBox={`0 0 ${drawing.width} ${drawing.height}`}
        // The icon set's own markup (a package file, sent with the build), never user input.
        dangerouslySetInnerHTML={{ __html: drawing.body }}
      />
    );
  }
  return <IconifyIcon name={name} size={size} svgProps={svgProps} />;
}
