import { presentationTool } from 'sanity/presentation';
import { studioEnv } from '../studio-env';
import { documentLocations, mainDocuments } from './locations';
import { storefrontOrigin } from './storefront-origin';

/**
 * Sanity's Presentation tool over the storefront: the page in a frame, in draft mode (the
 * storefront's `/api/draft-mode/enable` checks the preview secret the Studio writes), with
 * click-to-edit overlays and live refresh as the editor types (docs/adr/0033-visual-editing.md).
 */
export function storefrontPresentation() {
  let origin: Promise<string> | undefined;
  const resolveOrigin = () =>
    (origin ??= storefrontOrigin({
      configured: studioEnv.previewUrl,
      lakeUrl: studioEnv.lakeMode ? studioEnv.apiHost : undefined,
      fetch: (url) => fetch(url, { cache: 'no-store' }),
    }));
  return presentationTool({
    title: 'Presentation',
    previewUrl: {
      initial: resolveOrigin,
      previewMode: { enable: '/api/draft-mode/enable' },
    },
    allowOrigins: async () => [await resolveOrigin()],
    resolve: { locations: documentLocations, mainDocuments },
  });
}
