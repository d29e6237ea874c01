import { rename, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { readSettings, SEED_DATASET } from './cli-settings';
import { exportDataset } from './export/export-dataset';
import { startLake } from './lake';
import { openStore } from './store/open-store';

/**
 * `tsx src/cli.ts start` runs the lake until SIGINT/SIGTERM; `tsx src/cli.ts export <file.tar.gz>`
 * writes the dataset in `sanity dataset export` format. Settings: cli-settings.ts (environment).
 */
async function main(argv: readonly string[]): Promise<void> {
  // `pnpm run export -- file` may hand the `--` through.
  const [command, ...rest] = argv.filter((arg) => arg !== '--');
  if (command === 'start') return start();
  if (command === 'export') return exportTo(rest[0]);
  console.error('Usage: lake start | lake export <file.tar.gz>');
  process.exitCode = 2;
}

async function start(): Promise<void> {
  const settings = readSettings(process.env);
  const dataDir = resolve(settings.LAKE_DATA_DIR);
  const ndjsonPaths = [...(settings.LAKE_IMPORT_SEED === 'true' ? [SEED_DATASET] : []), ...settings.LAKE_IMPORT_EXTRA];
  const lake = await startLake({
    dataDir,
    host: settings.LAKE_HOST,
    port: settings.LAKE_PORT,
    projectId: settings.LAKE_PROJECT_ID,
    dataset: settings.LAKE_DATASET,
    ...(settings.LAKE_STUDIO_DIR === undefined ? {} : { studioDir: settings.LAKE_STUDIO_DIR }),
    ...(settings.LAKE_TLS_DIR === undefined ? {} : { tlsDir: settings.LAKE_TLS_DIR }),
    ...(ndjsonPaths.length > 0 ? { importFrom: { ndjsonPaths, imagesDir: settings.LAKE_IMPORT_IMAGES_DIR } } : {}),
    ...(settings.LAKE_WEBHOOK_URL === '' ? {} : { webhook: { url: settings.LAKE_WEBHOOK_URL } }),
    ...(settings.CONTENT_WEBHOOK_SECRET === undefined ? {} : { webhookSecret: settings.CONTENT_WEBHOOK_SECRET }),
    shopApiUrl: settings.SHOP_API_URL,
    previewUrl: settings.LAKE_PREVIEW_URL,
    corsOrigins: settings.LAKE_CORS_ORIGINS,
    renditionCacheBytes: settings.LAKE_IMAGE_CACHE_MB * 1024 * 1024,
    ...(settings.LAKE_PUBLIC_URL === undefined ? {} : { publicUrl: settings.LAKE_PUBLIC_URL }),
    logLevel: settings.LOG_LEVEL,
    ...(settings.METRICS_TOKEN === undefined ? {} : { metricsToken: settings.METRICS_TOKEN }),
  });

  const readyFile = join(dataDir, 'lake.json');
  const ready = {
    url: lake.url,
    port: lake.port,
    pid: process.pid,
    certPath: lake.certPath,
    studioLoginUrl: lake.studioLoginUrl,
    // The storefront's CONTENT_WEBHOOK_SECRET (scripts/lake-process.mjs hands it on); mode 0600.
    webhookSecret: lake.webhookSecret,
  };
  // Written whole (temp + rename): scripts/lake-process.mjs reads it as soon as it appears.
  await writeFile(`${readyFile}.tmp`, `${JSON.stringify(ready, null, 2)}\n`, { mode: 0o600 });
  await rename(`${readyFile}.tmp`, readyFile);

  console.info(`Content lake: ${lake.url} (data in ${dataDir})`);
  console.info(`Studio (signs you in as the local editor): ${lake.studioLoginUrl}`);
  console.info(
    `First time? Trust the lake's certificate once (${lake.certPath}); see lake/README.md "Trust the certificate".`,
  );

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.info(`Content lake: ${signal}, saving a snapshot and stopping`);
    lake
      .close()
      .then(() => rm(readyFile, { force: true }))
      .then(
        () => process.exit(0),
        (error: unknown) => {
          console.error('Content lake: stopping failed:', error);
          process.exit(1);
        },
      );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

async function exportTo(file: string | undefined): Promise<void> {
  if (!file) {
    console.error('Usage: lake export <file.tar.gz>');
    process.exitCode = 2;
    return;
  }
  const settings = readSettings(process.env);
  const dataDir = resolve(settings.LAKE_DATA_DIR);
  // The store's folder lock refuses a second opener: a running lake must be stopped first.
  const store = await openStore({ dataDir }).catch((error: unknown) => {
    throw new Error(
      `${error instanceof Error ? error.message : String(error)}\nStop the running lake (it holds the data folder), then export again.`,
    );
  });
  try {
    const result = await exportDataset({
      store,
      dataDir,
      outFile: resolve(settings.INIT_CWD ?? process.cwd(), file),
      dataset: settings.LAKE_DATASET,
    });
    console.info(`Exported ${result.documents} documents and ${result.assets} assets to ${result.outFile}`);
    if (result.missingAssets.length > 0) {
      console.warn(`Asset files missing from ${dataDir} (left out): ${result.missingAssets.join(', ')}`);
    }
  } finally {
    await store.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error('Content lake failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
