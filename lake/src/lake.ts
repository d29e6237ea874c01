import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { shopApiMountPath } from '@seedshop/urls';
import type { DocumentStore } from './contract';
import { removeFilesOfDeletedAssets } from './assets/asset-deletes';
import { cacheDir } from './assets/asset-names';
import { RenditionCache } from './assets/rendition-cache';
import { importDataset } from './import/import-dataset';
import { ensureEditorToken, LOCAL_EDITOR } from './http/auth';
import { createOriginCheck } from './http/cors';
import type { LakeContext, Route } from './http/route-contract';
import { lakeRoutes } from './http/routes';
import { KeyValueStore } from './store/key-value-store';
import { createLakeServer } from './http/server';
import { ensureCertificate } from './http/tls';
import { openStore } from './store/open-store';
import { ensureWebhookSecret, webhookSecretProblem } from './webhook/webhook-secret';
import { startWebhooks } from './webhook/webhooks';

export interface StartLakeOptions {
  /** Everything the lake keeps: log, snapshots, assets, certificate, editor token. */
  readonly dataDir: string;
  readonly host?: string;
  /** 0 picks a free port (tests). */
  readonly port?: number;
  readonly projectId?: string;
  readonly dataset?: string;
  /** The built Studio (`sanity build` output), served at `/`. */
  readonly studioDir?: string;
  /** Where `cert.pem`/`key.pem` live (default `<dataDir>/tls`); tests share one certificate. */
  readonly tlsDir?: string;
  /** Imported on first start, when the store is still empty (Sanity export NDJSON). */
  readonly importFrom?: { readonly ndjsonPaths: readonly string[]; readonly imagesDir?: string };
  /**
   * Signed GROQ webhook on every published change: the storefront's revalidation and the shop's
   * price-rule sync. Comma-separated URLs are served in that order, each change to all of them.
   */
  readonly webhook?: { readonly url: string };
  /** What webhooks are signed with; default: the one generated in the data folder. */
  readonly webhookSecret?: string;
  /** Target of `/shop-api/*` (the Studio's product picker). */
  readonly shopApiUrl?: string;
  /** The storefront the Studio's Presentation tool frames (`/studio-settings`); default `http://localhost:3000`. */
  readonly previewUrl?: string;
  /** Browser origins allowed besides the lake's own and `sanity dev`. */
  readonly corsOrigins?: readonly string[];
  /** Disk space for resized images (default 256 MB); the least recently used go first. */
  readonly renditionCacheBytes?: number;
  /**
   * The origin asset documents' `url` starts with (`https://cms.example.com`); default
   * `https://localhost:<port>`. Set it when the lake is reached under another name.
   */
  readonly publicUrl?: string;
  /** JSON log level (pino; `LOG_LEVEL`): default `warn`, failures only. */
  readonly logLevel?: string;
  /** Bearer token that lets a scraper off this machine read `/metrics`. */
  readonly metricsToken?: string;
}

export interface RunningLake {
  /** `https://localhost:<port>`: the API host (`apiHost`) and the Studio's address. */
  readonly url: string;
  readonly port: number;
  /** The address it listens on (`127.0.0.1` unless `host` said otherwise). */
  readonly host: string;
  /** The self-signed certificate; trust it (`ca`, NODE_EXTRA_CA_CERTS) to call the lake. */
  readonly caCertPem: string;
  readonly certPath: string;
  readonly editorToken: string;
  /** What webhooks are signed with; the storefront needs it as CONTENT_WEBHOOK_SECRET. */
  readonly webhookSecret: string;
  /** Opening this in a browser signs the Studio in as the local editor. */
  readonly studioLoginUrl: string;
  readonly store: DocumentStore;
  /** Stops serving, takes a snapshot, and releases the data folder. */
  close(): Promise<void>;
}

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const DEFAULT_STUDIO_DIR = join(repoRoot, 'studio', 'dist');
export const DEFAULT_SHOP_API_URL = `http://localhost:3000${shopApiMountPath}`;
export const DEFAULT_PREVIEW_URL = 'http://localhost:3000';

/**
 * Starts the embedded content lake: opens the store, listens over HTTPS (HTTP/2), imports the
 * seed content on first start, then starts webhooks. Resolves once requests are answered with the
 * full dataset.
 */
export async function startLake(options: StartLakeOptions): Promise<RunningLake> {
  const { dataDir, host = '127.0.0.1', port = 3333, projectId = 'local', dataset = 'production' } = options;
  await mkdir(dataDir, { recursive: true });
  const certificate = await ensureCertificate(options.tlsDir ?? join(dataDir, 'tls'));
  const editorToken = await ensureEditorToken(dataDir);
  const webhookSecret = options.webhookSecret ?? (await ensureWebhookSecret(dataDir));
  const secretProblem = webhookSecretProblem(webhookSecret);
  if (secretProblem !== null) {
    throw new Error(
      `The webhook secret (CONTENT_WEBHOOK_SECRET) cannot be used: ${secretProblem}. Unset it to use the lake's own (${join(dataDir, 'webhook-secret')}).`,
    );
  }
  const store = await openStore({ dataDir });

  // The public URL needs the bound port, which port 0 only reveals after listening.
  const configuredPublicUrl = options.publicUrl?.replace(/\/+$/, '');
  let publicUrl = configuredPublicUrl ?? `https://localhost:${port}`;
  const lake: LakeContext = {
    store,
    projectId,
    dataset,
    dataDir,
    editor: { ...LOCAL_EDITOR, token: editorToken },
    renditions: new RenditionCache(cacheDir(dataDir), options.renditionCacheBytes),
    get publicUrl() {
      return publicUrl;
    },
  };
  const routes: Route[] = lakeRoutes({
    shopApiUrl: options.shopApiUrl ?? DEFAULT_SHOP_API_URL,
    previewUrl: (options.previewUrl ?? DEFAULT_PREVIEW_URL).replace(/\/+$/, ''),
    keyValues: new KeyValueStore(dataDir),
  });
  let isAllowedOrigin = createOriginCheck(port, options.corsOrigins ?? []);
  const server = createLakeServer({
    lake,
    routes,
    studioDir: options.studioDir ?? DEFAULT_STUDIO_DIR,
    certPem: certificate.certPem,
    keyPem: certificate.keyPem,
    isAllowedOrigin: (origin) => isAllowedOrigin(origin),
    ops: {
      ...(options.logLevel === undefined ? {} : { logLevel: options.logLevel }),
      ...(options.metricsToken === undefined ? {} : { metricsToken: options.metricsToken }),
    },
  });

  const stopServices: (() => void | Promise<void>)[] = [removeFilesOfDeletedAssets(lake)];
  let boundPort: number;
  let boundHost = host;
  try {
    boundPort = await server.listen(port, host);
    const address = server.server.address();
    boundHost = typeof address === 'object' && address !== null ? address.address : host;
    publicUrl = configuredPublicUrl ?? `https://localhost:${boundPort}`;
    isAllowedOrigin = createOriginCheck(boundPort, options.corsOrigins ?? []);
    if (options.importFrom && store.seq === 0) {
      await importDataset({
        store,
        dataDir,
        publicUrl,
        projectId,
        dataset,
        ndjsonPaths: options.importFrom.ndjsonPaths,
        ...(options.importFrom.imagesDir === undefined ? {} : { imagesDir: options.importFrom.imagesDir }),
      });
    }
    // After the import: the seed content is not news to the storefront, which reads it anyway.
    if (options.webhook) {
      const urls = options.webhook.url
        .split(',')
        .map((url) => url.trim())
        .filter((url) => url !== '');
      stopServices.push(startWebhooks({ store, url: urls, secret: webhookSecret, projectId, dataset }));
    }
  } catch (error) {
    await server.close();
    await store.close();
    throw error;
  }

  let closing: Promise<void> | null = null;
  const localUrl = `https://localhost:${boundPort}`;
  return {
    url: localUrl,
    port: boundPort,
    host: boundHost,
    caCertPem: certificate.certPem,
    certPath: certificate.certPath,
    editorToken,
    webhookSecret,
    studioLoginUrl: `${localUrl}/studio-login?token=${encodeURIComponent(editorToken)}`,
    store,
    close() {
      closing ??= (async () => {
        await server.close();
        for (const stopService of stopServices) await stopService();
        await store.snapshot();
        await store.close();
      })();
      return closing;
    },
  };
}
