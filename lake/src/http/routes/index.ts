import { assetRoutes } from '../../assets/asset-routes';
import { listenRoutes } from '../../listen/listen-routes';
import { liveEventRoutes } from '../../listen/live-events';
import type { Route } from '../route-contract';
import { actionRoutes } from './data-actions';
import { docRoutes } from './data-doc';
import { mutateRoutes } from './data-mutate';
import { queryRoutes } from './data-query';
import type { KeyValueStore } from '../../store/key-value-store';
import { historyRoutes } from './history';
import { keyValueRoutes } from './keyvalue';
import { projectRoutes } from './project';
import { referenceRoutes } from './references';
import { shopProxyRoutes } from './shop-proxy';
import { studioLoginRoutes } from './studio-login';
import { studioSettingsRoutes } from './studio-settings';

/** Every endpoint of the lake, in matching order (the first route whose pattern matches wins). */
export function lakeRoutes({
  shopApiUrl,
  previewUrl,
  keyValues,
}: {
  readonly shopApiUrl: string;
  readonly previewUrl: string;
  readonly keyValues: KeyValueStore;
}): Route[] {
  return [
    ...queryRoutes,
    ...listenRoutes,
    ...liveEventRoutes,
    ...docRoutes,
    ...mutateRoutes,
    ...actionRoutes,
    ...historyRoutes,
    ...referenceRoutes,
    ...assetRoutes,
    ...keyValueRoutes(keyValues),
    ...projectRoutes,
    ...studioLoginRoutes,
    ...studioSettingsRoutes(previewUrl),
    ...shopProxyRoutes(shopApiUrl),
  ];
}
