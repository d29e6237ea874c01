'use client';

import { useIntl } from '@/i18n/client-intl';
import { Icon } from '../icon/icon';
import type { CaptchaProvider } from './captcha-settings';

/**
 * The notice that this form is protected, in the form's own flow beside its submit button. It is
 * never fixed over the page: on a phone a floating badge covers product cards and buttons. With
 * reCAPTCHA, Google's own badge is shown instead.
 */
export function CaptchaBadge({ provider }: { readonly provider: CaptchaProvider | null }) {
  const intl = useIntl();
  if (provider !== 'altcha') return null;
  return (
    <p className="self-start print:hidden">
      <a
        href="https://altcha.org/"
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex items-center gap-1.5 rounded-full border border-ink-200 bg-white px-3 py-1.5 text-xs font-medium text-ink-700 hover:text-brand-800"
      >
        <Icon name="lucide:shield-check" size="1.1em" className="text-brand-700" />
        {intl.formatMessage({ id: 'captcha.badge' })}
        <span className="sr-only">{intl.formatMessage({ id: 'captcha.badgeNewTab' })}</span>
      </a>
    </p>
  );
}
