import type { Locale } from '@seedshop/locales';
import { buttonClasses, type ButtonVariant } from '@/ui/kit/button';
import { SafeLink } from './safe-link';

interface CtaButtonProps {
  readonly cta: { readonly label?: string | null; readonly href?: string | null } | null | undefined;
  readonly locale: Locale;
  readonly variant?: ButtonVariant;
  readonly size?: 'md' | 'lg';
  readonly className?: string;
}

/**
 * An editor's button (`cta`): a link styled as the kit's button. Without a label, or with a target
 * `safeHref()` refuses, there is nothing to click and nothing is rendered.
 */
export function CtaButton({ cta, locale, variant = 'primary', size = 'lg', className }: CtaButtonProps) {
  const label = cta?.label?.trim();
  if (!label) return null;
  return (
    <SafeLink href={cta?.href} locale={locale} className={buttonClasses({ variant, size, className })} fallback={null}>
      {label}
    </SafeLink>
  );
}
