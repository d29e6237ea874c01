// @vitest-environment happy-dom
import { cleanup, fireEvent, render, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { serverHtml } from '@/ui/testing/hydrate';
import { VideoFacade } from './video-facade';
import { videoDuration, videoSource } from './video-source';

afterEach(cleanup);

const video = { provider: 'youtube', videoId: 'dQw4w9WgXcQ', fileUrl: null, fileType: null };

describe('video source', () => {
  it('builds privacy-friendly player URLs from well-formed ids only', () => {
    expect(videoSource(video)).toEqual({
      kind: 'embed',
      provider: 'youtube',
      src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
    });
    expect(videoSource({ ...video, provider: 'vimeo', videoId: '76979871' })).toEqual({
      kind: 'embed',
      provider: 'vimeo',
      src: 'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1',
    });
    for (const videoId of ['', 'x"onload="alert(1)', '../../evil', 'abc?x=1', null]) {
      expect(videoSource({ ...video, videoId })).toBeNull();
    }
    expect(videoSource({ ...video, provider: 'vimeo', videoId: 'abc' })).toBeNull();
    expect(videoSource({ ...video, provider: 'dailymotion' })).toBeNull();
  });

  it('plays files only from the content CDN or this site', () => {
    const file = { provider: 'file', videoId: null, fileType: 'video/mp4' };
    expect(videoSource({ ...file, fileUrl: '/api/content/files/local/demo/abc.mp4' })).toEqual({
      kind: 'file',
      src: '/api/content/files/local/demo/abc.mp4',
      type: 'video/mp4',
    });
    expect(videoSource({ ...file, fileUrl: 'https://cdn.sanity.io/files/p/d/abc.mp4' })?.kind).toBe('file');
    expect(videoSource({ ...file, fileUrl: 'javascript:alert(1)' })).toBeNull();
    expect(videoSource({ ...file, fileUrl: '//evil.example/a.mp4' })).toBeNull();
    expect(videoSource({ ...file, fileUrl: 'https://evil.example/a.mp4' })).toBeNull();
  });

  it('formats durations for people and for <time>', () => {
    expect(videoDuration(245)).toEqual({ iso: 'PT4M5S', text: '4:05' });
    expect(videoDuration(3600)).toEqual({ iso: 'PT1H', text: '1:00:00' });
    expect(videoDuration(42)).toEqual({ iso: 'PT42S', text: '0:42' });
    expect(videoDuration(null)).toBeNull();
    expect(videoDuration(0)).toBeNull();
  });
});

describe('video facade', () => {
  it('loads nothing from the provider until the play button is pressed', () => {
    // A detached container: happy-dom would otherwise try (and fail, loudly) to load the frame.
    const { container } = render(
      <VideoFacade
        src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1"
        title="Germination"
        playLabel="Play video: Germination"
      >
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img src="/api/content/images/local/demo/poster.webp" alt="Seedlings" />
      </VideoFacade>,
      { container: document.createElement('div') },
    );
    const view = within(container);
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.innerHTML).not.toContain('youtube');
    expect(view.getByRole('img', { name: 'Seedlings' })).toBeTruthy();

    fireEvent.click(view.getByRole('button', { name: 'Play video: Germination' }));

    const player = container.querySelector('iframe');
    expect(player?.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1');
    expect(player?.getAttribute('title')).toBe('Germination');
    expect(player?.getAttribute('allow')).toContain('autoplay');
    expect(view.queryByRole('button')).toBeNull();
  });
});

describe('the video facade before its scripts run', () => {
  it('offers play only once hydrated: the server’s button is disabled, the hydrated one plays', async () => {
    const ui = (
      <VideoFacade
        src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1"
        title="Germination"
        playLabel="Play video: Germination"
      >
        <span>poster</span>
      </VideoFacade>
    );
    const page = serverHtml(ui);
    const button = () => page.host.querySelector('button');
    expect(button()?.disabled).toBe(true);
    await page.hydrate();
    expect(button()?.disabled).toBe(false);
    page.remove();
  });
});
