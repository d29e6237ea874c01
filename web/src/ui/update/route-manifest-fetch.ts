import { parseRouteManifest, type RouteManifest } from '@/routing/route-manifest';

/**
 * What the browser needs once the manifest is due: its fetch and check, and the redirect lookup.
 * Both carry the route table, so they load with the manifest instead of with every page.
 */
export { redirectTargetOf } from '@/routing/route-manifest';

/** `GET /builds/meta/{buildId}.json`, checked: the answer must be this build's manifest. */
export async function fetchRouteManifest(
  buildId: string,
  send: (url: string) => Promise<Response> = (url) => fetch(url),
): Promise<RouteManifest> {
  const url = `/builds/meta/${encodeURIComponent(buildId)}.json`;
  const response = await send(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const manifest = parseRouteManifest(await response.json());
  if (manifest === null) throw new Error(`${url} is not a route manifest`);
  if (manifest.id !== buildId) throw new Error(`${url} belongs to build ${manifest.id}`);
  return manifest;
}
