import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureCertificate, startLake } from '../../lake/src/index';

const fromRoot = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

/**
 * Integration tests read content through a real embedded lake, over TLS, as the storefront does.
 * One certificate for the whole run: its path goes into NODE_EXTRA_CA_CERTS before the test workers
 * (child processes) start, so they trust it without switching certificate checks off. Lake tests
 * that need a fresh store start their own lakes with `tlsDir: process.env.LAKE_TEST_TLS_DIR`.
 * One shared lake with the demo dataset (and the e2e fixture) serves the storefront's queries.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const root = mkdtempSync(join(tmpdir(), 'seedshop-lake-int-'));
  const tlsDir = join(root, 'tls');
  const { certPath } = await ensureCertificate(tlsDir);
  const lake = await startLake({
    dataDir: join(root, 'data'),
    tlsDir,
    port: 0,
    importFrom: {
      ndjsonPaths: [fromRoot('demo-content/dataset/data.ndjson'), fromRoot('tests/e2e/fixtures/content-extra.ndjson')],
      imagesDir: fromRoot('demo-content/dataset/images'),
    },
  });
  process.env.NODE_EXTRA_CA_CERTS = certPath;
  process.env.LAKE_TEST_TLS_DIR = tlsDir;
  process.env.LAKE_URL = lake.url;
  process.env.LAKE_READ_TOKEN = lake.editorToken;
  return async () => {
    await lake.close();
    rmSync(root, { recursive: true, force: true });
  };
}
