import 'server-only';
import { env } from '@/config/env';
import { cmsRedirectRules } from '@/content/cms-redirects.server';
import { buildRouteManifest, type RouteManifest } from '@/routing/route-manifest';

/** Caches keep the manifest for good: its address names the build it belongs to. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const noStore = { 'Cache-Control': 'no-store' };

/** The running build's route manifest: the registry, the proxy's rules and the CMS's permanent redirects. */
export async function currentRouteManifest(): Promise<RouteManifest> {
  return buildRouteManifest({
    buildId: env.SEEDSHOP_BUILD_ID,
    redirects: await cmsRedirectRules(),
    siteOrigin: env.SITE_URL,
  });
}

/**
 * The answer to `GET /builds/meta/{file}`: the manifest when `file` is `{the running build's id}.json`,
 * 404 JSON for any other name (another build's id, or whatever bytes a client sent). A content
 * source that cannot be read is the server's fault (503, not cached): a manifest without its CMS
 * redirects must not be kept for good.
 */
export async function routeManifestAnswer(
  file: string,
  manifest: () => Promise<RouteManifest> = currentRouteManifest,
): Promise<Response> {
  if (file !== `${env.SEEDSHOP_BUILD_ID}.json`) {
    return Response.json({ message: 'No route manifest for this build' }, { status: 404, headers: noStore });
  }
  try {
    return Response.json(await manifest(), { headers: { 'Cache-Control': IMMUTABLE } });
  } catch (error) {
    console.error('[route-manifest] the CMS redirects could not be read', error);
    return Response.json(
      { message: 'The route manifest is not available right now' },
      { status: 503, headers: { ...noStore, 'Retry-After': '5' } },
    );
  }
}
