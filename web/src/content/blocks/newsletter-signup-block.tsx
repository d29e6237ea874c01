import { NewsletterSignup } from '@/newsletter/newsletter-signup-island';
import type { BlockContext } from './block-context';
import type { BlockOf } from './block-types';

/**
 * The newsletter sign-up: the shop's client island (e-mail, captcha, double opt-in), loaded as its
 * own chunk through `next/dynamic` so pages without the block do not ship it.
 */
export function NewsletterSignupBlock({ block }: { block: BlockOf<'newsletterSignup'>; context: BlockContext }) {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:py-10">
      <NewsletterSignup heading={block.heading} text={block.text ?? null} />
    </div>
  );
}
