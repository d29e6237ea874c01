import 'server-only';
import { fetchContent } from '@/content/content-source.server';
import { typeTags } from '@/content/content-tags';
import { videoListQuery } from '@/content/queries/pages-videos';
import { getIntl } from '@/i18n/server';
import { alternatesOf } from '@/routing/paths';
import type { PageResolver } from '@/routing/resolve';
import { listPage } from '../shared/resolved-page';
import { VideosPage } from './videos-page';

/** `/videos`: the video overview of the page's language. */
export const resolveVideos: PageResolver = async ({ locale }) => {
  const videos = await fetchContent(videoListQuery, { language: locale }, { tags: typeTags('video') });
  const intl = getIntl(locale);
  return listPage({
    locale,
    alternates: alternatesOf('videos'),
    title: intl.formatMessage({ id: 'pageTitle.videoOverview' }),
    description: intl.formatMessage({ id: 'video.intro' }),
    image: videos[0]?.poster,
    render: () => <VideosPage locale={locale} videos={videos} />,
  });
};
