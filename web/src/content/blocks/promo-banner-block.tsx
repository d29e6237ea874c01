import { isLocale } from '@seedshop/locales';
import { clsx } from 'clsx';
import { Link } from '@/routing/link';
import { ContentImage } from '@/content/content-image';
import { contentPath } from '@/content/content-paths';
import { keepFiguresTogether } from '@/content/keep-figures-together';
import { getIntl } from '@/i18n/server';
import { Badge } from '@/ui/kit/badge';
import { buttonClasses } from '@/ui/kit/button';
import type { BlockContext } from './block-context';
import { blockDomId } from './block-section';
import type { BlockOf } from './block-types';
import { CtaButton } from './cta-button';

/**
 * A highlighted offer: badge, heading, text, image and a button — the editor's, or else a link to
 * the promotion the banner belongs to.
 */
export function PromoBannerBlock({ block, context }: { block: BlockOf<'promoBanner'>; context: BlockContext }) {
  const { locale } = context;
  const headingId = blockDomId(block._key, 'heading');
  const promotion = block.promotion;
  const promotionPath =
    promotion === null ? null : contentPath(isLocale(promotion.language) ? promotion.language : locale, promotion);
  const badge = block.badge ?? promotion?.badge ?? null;
  const hasCta = Boolean(block.cta?.label && block.cta.href);
  return (
    <section aria-labelledby={headingId} className="kit-block">
      <div
        className={clsx(
          'grid overflow-hidden rounded-[var(--radius-card)] bg-brand-900 text-white shadow-card',
          block.image && 'md:grid-cols-2',
        )}
      >
        <div className="flex flex-col items-start justify-center gap-4 p-6 sm:p-10">
          {badge && (
            <Badge variant="bestseller" className="text-sm">
              {keepFiguresTogether(badge)}
            </Badge>
          )}
          <h2 id={headingId} className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
            {keepFiguresTogether(block.heading)}
          </h2>
          {block.text && <p className="max-w-prose text-lg text-white/90">{keepFiguresTogether(block.text)}</p>}
          {hasCta ? (
            <CtaButton cta={block.cta} locale={locale} variant="secondary" />
          ) : (
            promotionPath !== null && (
              <Link href={promotionPath} className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
                {getIntl(locale).formatMessage({ id: 'blocks.promo.view' })}
              </Link>
            )
          )}
        </div>
        {block.image && (
          <div className="relative min-h-56 md:min-h-full">
            <ContentImage
              image={block.image}
              sizes="(min-width: 768px) 40rem, 100vw"
              className="absolute inset-0 size-full object-cover"
            />
          </div>
        )}
      </div>
    </section>
  );
}
