/** The default "Content" tab most documents put their fields in (next to `seoGroup`). */
export const contentGroup = { name: 'content', title: 'Content', default: true };
