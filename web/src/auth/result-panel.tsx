'use client';

import { clsx } from 'clsx';
import { useEffect, useRef, type ReactNode } from 'react';
import { Icon } from '@/ui/icon/icon';

const tones = {
  success: { icon: 'lucide:circle-check', colour: 'text-success-700' },
  info: { icon: 'lucide:mail', colour: 'text-brand-700' },
  error: { icon: 'lucide:circle-x', colour: 'text-danger-700' },
  pending: { icon: 'lucide:loader-circle', colour: 'text-ink-600 motion-safe:animate-spin' },
} as const;

/**
 * The outcome of a form or a link: an icon, a heading, what happened and what to do next. When it
 * replaces a form, focus moves to its heading, so keyboard and screen reader users land on the news
 * instead of on a button that is gone.
 */
export function ResultPanel({
  tone,
  title,
  children,
  actions,
  focusOnMount = false,
  headingLevel = 2,
}: {
  readonly tone: keyof typeof tones;
  readonly title: string;
  readonly children?: ReactNode;
  readonly actions?: ReactNode;
  readonly focusOnMount?: boolean;
  readonly headingLevel?: 2 | 3;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount]);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { icon, colour } = tones[tone];
  return (
    <div className="text-center" aria-busy={tone === 'pending' || undefined}>
      <Icon name={icon} size={40} className={clsx('mx-auto', colour)} />
      <Heading ref={heading} tabIndex={-1} className="mt-3 text-xl font-semibold text-ink-900 outline-none">
        {title}
      </Heading>
      {children !== undefined && <div className="mt-2 space-y-2 text-ink-700">{children}</div>}
      {actions !== undefined && <div className="mt-6 flex flex-wrap justify-center gap-3">{actions}</div>}
    </div>
  );
}
