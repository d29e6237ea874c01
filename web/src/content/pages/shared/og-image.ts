import { contentImageUrl, type ContentImageSource } from '@/content/image-url';
import type { OpenGraphImage } from './content-metadata';

/** Open Graph's preferred size (1.91:1); the image route and Sanity's CDN crop to it. */
const OG_WIDTH = 1200;
const OG_HEIGHT = 630;

/** A CMS image as the page's Open Graph image (a JPEG every network can show), or null. */
export function openGraphImage(
  image: (ContentImageSource & { readonly alt?: string | null }) | null | undefined,
): OpenGraphImage | null {
  if (!image) return null;
  const url = contentImageUrl(image, { width: OG_WIDTH, height: OG_HEIGHT, fit: 'crop', format: 'jpg', quality: 80 });
  if (url === null) return null;
  return { url, width: OG_WIDTH, height: OG_HEIGHT, alt: image.alt?.trim() || undefined };
}
