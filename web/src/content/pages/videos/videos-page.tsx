import type { Locale } from '@seedshop/locales';
import { ProductCardList } from '@/content/blocks/product-card-list';
import { productsByIds } from '@/content/blocks/product-lookup.server';
import { FetchedProductList } from '@/content/blocks/block-islands';
import { VideoPlayer } from '@/content/blocks/video-player';
import type { VideoListQueryResult } from '@/content/sanity.types';
import { getIntl } from '@/i18n/server';
import { formatContentDate, isoDate } from '../shared/content-dates';
import { ListPageFrame } from '../shared/list-page-frame';
import { formatDuration } from './video-duration';

type VideoItem = VideoListQueryResult[number];

/** Videos whose related products the page's HTML carries as cards: the first, which opens the page. */
const VIDEOS_WITH_CARDS_IN_HTML = 1;

async function RelatedProducts({
  locale,
  video,
  cardsInHtml,
}: {
  readonly locale: Locale;
  readonly video: VideoItem;
  /** False: the page carries only the products' ids; the cards are fetched when they come near the viewport. */
  readonly cardsInHtml: boolean;
}) {
  const ids = (video.relatedProducts ?? []).map((ref) => ref.productId);
  const products = ids.length === 0 ? [] : await productsByIds(locale, ids);
  if (products.length === 0) return null;
  const intl = getIntl(locale);
  const heading = intl.formatMessage({ id: 'video.relatedProducts' });
  if (!cardsInHtml) {
    return (
      <FetchedProductList
        locale={locale}
        ids={products.map((product) => product.id)}
        heading={heading}
        taxNote={intl.formatMessage({ id: 'catalogue.taxNote' })}
        className="kit-video-strains"
      />
    );
  }
  return (
    <div className="kit-video-strains">
      <h3>{heading}</h3>
      <ProductCardList locale={locale} products={products} />
    </div>
  );
}

function VideoEntry({
  locale,
  video,
  position,
}: {
  readonly locale: Locale;
  readonly video: VideoItem;
  /** The video's place on the page, from 0. */
  readonly position: number;
}) {
  const intl = getIntl(locale);
  const duration = formatDuration(video.durationSeconds);
  const published = formatContentDate(intl, video.publishedAt);
  const headingId = `video-${video.slug}-title`;
  return (
    <article id={video.slug} aria-labelledby={headingId} className="kit-video">
      <header>
        <h2 id={headingId}>{video.title}</h2>
        <p>
          {published && <time dateTime={isoDate(video.publishedAt)}>{published}</time>}
          {duration && (
            <span>
              {intl.formatMessage(
                { id: 'video.duration' },
                { duration: <time dateTime={duration.iso}>{duration.text}</time> },
              )}
            </span>
          )}
        </p>
      </header>
      <div className="kit-video-body">
        <VideoPlayer locale={locale} video={video} />
        <p>{video.description}</p>
      </div>
      <RelatedProducts locale={locale} video={video} cardsInHtml={position < VIDEOS_WITH_CARDS_IN_HTML} />
    </article>
  );
}

/**
 * `/videos`: every video of the language, newest first, each anchored by its slug
 * (`/videos#{slug}`, where links to a video document lead) with its player, description,
 * transcript and the strains it shows. The first video's strains are cards in the HTML; the
 * others' are fetched from the shop as they come near the viewport (the page carries their ids).
 */
export function VideosPage({ locale, videos }: { readonly locale: Locale; readonly videos: VideoListQueryResult }) {
  const intl = getIntl(locale);
  return (
    <ListPageFrame locale={locale} titleId="pageTitle.videoOverview" introId="video.intro">
      {videos.length === 0 ? (
        <p className="text-ink-700">{intl.formatMessage({ id: 'video.empty' })}</p>
      ) : (
        videos.map((video, position) => (
          <VideoEntry key={video._id} locale={locale} video={video} position={position} />
        ))
      )}
    </ListPageFrame>
  );
}
