import { routeManifestAnswer } from '@/site/route-manifest.server';

export const dynamic = 'force-dynamic';

/** `GET /builds/meta/{buildId}.json`: the running build's route manifest (see `routing/route-manifest.ts`). */
export async function GET(_request: Request, context: { params: Promise<{ file: string }> }): Promise<Response> {
  return routeManifestAnswer((await context.params).file);
}
