import 'server-only';
import { shopApiMountPath } from '@seedshop/urls';
import { NextRequest } from 'next/server';
import { env } from '@/config/env';
import { publishedCmsRedirectRules } from '@/content/cms-redirects.server';
import { forwardToShop, type GatewayOptions } from '@/shop-client/gateway';
import { shopTarget } from '@/shop-client/target.server';
import { installInProcessServices } from './in-process-services';

/** How the shop API's browser door is mounted: the route handlers and the proxy use the same. */
export const gatewayOptions: GatewayOptions = {
  secureCookies: env.SITE_URL.startsWith('https://'),
  mountPath: shopApiMountPath,
  siteOrigin: env.SITE_URL,
};

/** Installs this process's gateway, shop and content reads for the proxy (see in-process-services.ts). */
export function installServicesOfThisProcess(): void {
  installInProcessServices({
    gateway: (request) => forwardToShop(new NextRequest(request), shopTarget(), gatewayOptions),
    shop: (request) => shopTarget()(request),
    cmsRedirects: publishedCmsRedirectRules,
  });
}
