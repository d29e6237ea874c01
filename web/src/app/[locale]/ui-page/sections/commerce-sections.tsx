import Image from 'next/image';
import { pathTo } from '@/routing/paths';
import { Badge } from '@/ui/kit/badge';
import { formatPrice } from '@/ui/kit/format-price';
import { Price } from '@/ui/kit/price';
import { ProductCard } from '@/ui/kit/product-card';
import { ProductCardSkeleton } from '@/ui/kit/product-card-skeleton';
import { RatingInput } from '@/ui/kit/rating-input';
import { RatingStars } from '@/ui/kit/rating-stars';
import { Skeleton } from '@/ui/kit/skeleton';
import { generalCatalogSlugs } from '@/ui/shell/navigation';
import { AddToCartDemo } from '../add-to-cart-demo';
import { DemoSection } from '../demo-section';
import { DemoState } from '../demo-state';
import { demoContext, demoNames, type DemoSectionProps } from './demo-context';

/** A seed-pack picture as an SVG data URL: shows the card's image slot with next/image, offline. */
const demoPhoto = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200"><rect width="200" height="200" fill="#d8f3df"/><rect x="55" y="40" width="90" height="125" rx="10" fill="#19663a"/><rect x="55" y="40" width="90" height="22" rx="10" fill="#123f27"/><circle cx="100" cy="112" r="26" fill="#e0a526"/><path d="M100 132v-30M100 112c-10 0-16-6-17-15 9 0 16 5 17 15Zm0-4c1-11 8-17 18-18-1 10-7 17-18 18Z" stroke="#123f27" stroke-width="3" fill="#2f9e5a"/></svg>',
)}`;

/** Prices: regular, sale, "from", per seed, large and without the tax note. */
export function PricesSection({ locale }: DemoSectionProps) {
  const { intl, t, section } = demoContext(locale);
  return (
    <DemoSection {...section('prices')} description={t('uiPage.prices.description')}>
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        <DemoState label={t('uiPage.price.regular')}>
          <Price intl={intl} amount={1250} />
        </DemoState>
        <DemoState label={t('uiPage.price.sale')}>
          <Price intl={intl} variant="sale" amount={999} was={1250} />
        </DemoState>
        <DemoState label={t('uiPage.price.from')}>
          <Price intl={intl} variant="from" amount={1990} />
        </DemoState>
        <DemoState
          label={intl.formatMessage(
            { id: 'uiPage.price.perSeed' },
            { seeds: 5, price: formatPrice(3495, intl.locale) },
          )}
        >
          <Price intl={intl} variant="perSeed" amount={3495} seeds={5} />
        </DemoState>
        <DemoState label={t('uiPage.price.large')}>
          <Price intl={intl} amount={123450} size="lg" />
        </DemoState>
        <DemoState label={t('uiPage.price.noTaxNote')}>
          <Price intl={intl} amount={450} taxNote={false} />
        </DemoState>
      </div>
    </DemoSection>
  );
}

/** Star ratings to read and the rating input in every state. */
export function RatingsSection({ locale }: DemoSectionProps) {
  const { intl, t, section } = demoContext(locale);
  return (
    <DemoSection {...section('ratings')}>
      <div className="grid gap-x-8 gap-y-6 md:grid-cols-2">
        <DemoState label={t('uiPage.rating.display')}>
          <div className="flex flex-col items-start gap-2">
            <RatingStars intl={intl} average={4.5} count={128} />
            <RatingStars intl={intl} average={3.3} count={1} />
            <RatingStars intl={intl} average={5} />
          </div>
        </DemoState>
        <DemoState label={t('uiPage.state.empty')}>
          <RatingStars intl={intl} average={0} count={0} />
        </DemoState>
        <DemoState label={t('uiPage.rating.input')}>
          <RatingInput name="demo-rating" />
        </DemoState>
        <DemoState label={t('uiPage.state.selected')}>
          <RatingInput name="demo-rating-selected" defaultValue={4} />
        </DemoState>
        <DemoState label={t('uiPage.state.error')}>
          <RatingInput name="demo-rating-error" required error={t('uiPage.rating.error')} />
        </DemoState>
        <DemoState label={t('uiPage.state.disabled')}>
          <RatingInput name="demo-rating-disabled" defaultValue={3} disabled />
        </DemoState>
      </div>
    </DemoSection>
  );
}

/** Product badges and status badges. */
export function BadgesSection({ locale }: DemoSectionProps) {
  const { t, section } = demoContext(locale);
  return (
    <DemoSection {...section('badges')}>
      <div className="space-y-6">
        <DemoState label={t('uiPage.badges.product')}>
          <div className="flex flex-wrap gap-2">
            <Badge variant="new">{t('kit.badge.new')}</Badge>
            <Badge variant="bestseller">{t('kit.badge.bestseller')}</Badge>
            <Badge variant="sale">{t('kit.badge.sale')}</Badge>
          </div>
        </DemoState>
        <DemoState label={t('uiPage.badges.status')}>
          <div className="flex flex-wrap gap-2">
            <Badge variant="neutral">{t('uiPage.badge.neutral')}</Badge>
            <Badge variant="info">{t('uiPage.badge.info')}</Badge>
            <Badge variant="success">{t('uiPage.badge.success')}</Badge>
            <Badge variant="warning">{t('uiPage.badge.warning')}</Badge>
            <Badge variant="danger">{t('uiPage.badge.danger')}</Badge>
          </div>
        </DemoState>
      </div>
    </DemoSection>
  );
}

/** Loading placeholders for text, an image and a product card. */
export function SkeletonsSection({ locale }: DemoSectionProps) {
  const { intl, t, section } = demoContext(locale);
  return (
    <DemoSection {...section('skeletons')} description={t('uiPage.skeletons.description')}>
      <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
        <DemoState label={t('uiPage.skeleton.text')}>
          <Skeleton intl={intl} variant="text" lines={4} />
        </DemoState>
        <DemoState label={t('uiPage.skeleton.image')}>
          <Skeleton intl={intl} variant="image" className="max-w-48" />
        </DemoState>
        <DemoState label={t('uiPage.skeleton.card')}>
          <ProductCardSkeleton intl={intl} className="max-w-64" />
        </DemoState>
      </div>
    </DemoSection>
  );
}

/** Product cards: with a photo, with several badges, without ratings, and loading. */
export function ProductCardsSection({ locale }: DemoSectionProps) {
  const { intl, t, section } = demoContext(locale);
  const flowering = (min: number, max: number) => ({
    label: t('kit.product.floweringTime'),
    value: intl.formatMessage({ id: 'kit.product.floweringWeeks' }, { min, max }),
  });
  const thc = (value: number) => ({
    label: t('kit.product.thc'),
    value: intl.formatMessage({ id: 'kit.product.thcValue' }, { value }),
  });
  const products = [
    {
      slug: 'northern-lights-auto',
      category: 'autoflowering',
      name: demoNames.product1,
      seedBank: demoNames.seedBank1,
      priceFrom: 1990,
      badges: ['new'] as const,
      rating: { average: 4.6, count: 128 },
      attributes: [flowering(8, 9), thc(0.18)],
      photo: true,
    },
    {
      slug: 'lemon-haze',
      category: 'feminized',
      name: demoNames.product2,
      seedBank: demoNames.seedBank2,
      priceFrom: 2450,
      badges: ['bestseller', 'sale'] as const,
      rating: { average: 4.24, count: 1 },
      attributes: [flowering(9, 10), thc(0.22)],
      photo: false,
    },
    {
      slug: 'alpine-kush',
      category: 'regular',
      name: demoNames.product3,
      seedBank: demoNames.seedBank3,
      priceFrom: 3200,
      badges: [] as const,
      rating: { average: 0, count: 0 },
      attributes: [flowering(7, 8)],
      photo: false,
    },
  ];

  return (
    <DemoSection {...section('product-cards')} description={t('uiPage.productCards.description')}>
      <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
        {products.map((product) => (
          <li key={product.slug} className="flex">
            <ProductCard
              intl={intl}
              className="w-full"
              headingLevel="h3"
              href={pathTo(locale, 'product', {
                catalog: generalCatalogSlugs[locale],
                category: product.category,
                product: product.slug,
              })}
              name={product.name}
              seedBank={product.seedBank}
              priceFrom={product.priceFrom}
              badges={product.badges}
              rating={product.rating}
              attributes={product.attributes}
              image={
                product.photo ? (
                  <Image
                    src={demoPhoto}
                    alt=""
                    fill
                    sizes="(min-width: 1280px) 20vw, (min-width: 640px) 50vw, 100vw"
                    className="object-cover"
                  />
                ) : undefined
              }
              action={<AddToCartDemo productName={product.name} />}
            />
          </li>
        ))}
        <li className="flex">
          <ProductCardSkeleton intl={intl} className="w-full" />
        </li>
      </ul>
    </DemoSection>
  );
}
