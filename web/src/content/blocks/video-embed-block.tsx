import type { BlockContext } from './block-context';
import { BlockSection } from './block-section';
import type { BlockOf } from './block-types';
import { VideoPlayer } from './video-player';

export { VideoPlayer } from './video-player';

/** One video document: heading (the editor's or the video's title), description, player. */
export function VideoEmbedBlock({ block, context }: { block: BlockOf<'videoEmbed'>; context: BlockContext }) {
  const video = block.video;
  if (video === null) return null;
  return (
    <BlockSection
      blockKey={block._key}
      heading={block.heading ?? video.title}
      intro={video.description ? <p className="mb-4 max-w-prose text-ink-700">{video.description}</p> : undefined}
    >
      <div className="max-w-4xl">
        <VideoPlayer locale={context.locale} video={video} />
      </div>
    </BlockSection>
  );
}
