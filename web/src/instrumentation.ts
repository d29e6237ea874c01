/**
 * Runs once when a server process starts: the settings are validated now, so a production server
 * with a missing or weak secret stops at start with the variable's name instead of failing its
 * first request.
 */
export async function register(): Promise<void> {
  const { env } = await import('./config/env');
  // Next compiles this file for the edge runtime too, where the shop (argon2, PGlite) cannot load:
  // the build drops this branch there by this exact test (Next's documented form).
  // eslint-disable-next-line no-restricted-properties -- Next's own runtime marker, not a setting
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    // The in-process shop's settings too (its production secrets among them); a shop running apart
    // (SHOP_API_URL) checks its own.
    if (env.SHOP_API_URL === undefined) (await import('@seedshop/shop')).loadShopEnv();
    // The storefront's `/readyz` and `/metrics` (web/server/ops.mjs) reach the in-process shop here.
    const { installInProcessShopOps } = await import('./shop-client/target.server');
    installInProcessShopOps();
    // The proxy's redirect sources and session renewal reach the gateway, the shop and the content
    // source here, in this process, instead of by HTTP to the site's own origin.
    const { installServicesOfThisProcess } = await import('./site/in-process-services.server');
    installServicesOfThisProcess();
  }
}
