/** Where a video is played from. */
export const videoProviders = ['youtube', 'vimeo', 'file'] as const;
export type VideoProvider = (typeof videoProviders)[number];

export const videoProviderOptions = [
  { title: 'YouTube', value: 'youtube' },
  { title: 'Vimeo', value: 'vimeo' },
  { title: 'Video file', value: 'file' },
] satisfies { title: string; value: VideoProvider }[];
