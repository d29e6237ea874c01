'use client';

import { useIntl } from 'react-intl';
import { Icon } from '../icon/icon';
import type { CaptchaProvider } from './captcha-settings';

/**
 * The notice that the form on this page is protected, fixed at the bottom right like the badge
 * reCAPTCHA brings along. With reCAPTCHA, Google's own badge is shown instead.
 */
export function CaptchaBadge({ provider }: { readonly provider: CaptchaProvider | null }) {
  const intl = useIntl();
  if (provider !== 'altcha') return null;
  return (
    <div className="pointer-events-none fixed right-3 bottom-3 z-20 print:hidden">
      <a
        href="https://altcha.org/"
        target="_blank"
        rel="noopener noreferrer"
        className="pointer-events-auto flex items-center gap-1.5 rounded-full border border-ink-200 bg-white/95 px-3 py-1.5 text-xs font-medium text-ink-700 shadow-card hover:text-brand-800"
      >
        <Icon name="lucide:shield-check" size="1.1em" className="text-brand-700" />
        {intl.formatMessage({ id: 'captcha.badge' })}
        <span className="sr-only">{intl.formatMessage({ id: 'captcha.badgeNewTab' })}</span>
      </a>
    </div>
  );
}
