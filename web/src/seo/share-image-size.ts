/** The size social networks show a shared link's picture at (Open Graph, 1.91:1). */
export const shareImageSize = { width: 1200, height: 630 } as const;
