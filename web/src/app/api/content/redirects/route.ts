import { cmsRedirectRules } from '@/content/cms-redirects.server';

export const dynamic = 'force-dynamic';

/**
 * `GET /api/content/redirects`: the CMS redirect rules for the proxy's redirect map (see
 * content/cms-redirects.ts). The rules come from the content cache (tag `content:type:redirect`);
 * the answer itself is not cached, so the proxy sees a purge on its next load.
 */
export async function GET(): Promise<Response> {
  return Response.json({ redirects: await cmsRedirectRules() }, { headers: { 'Cache-Control': 'no-store' } });
}
