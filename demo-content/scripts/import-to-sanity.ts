/**
 * `pnpm --filter @seedshop/demo-content import`: imports the demo dataset into a real Sanity project
 * with @sanity/import, the library behind `sanity dataset import` — the same result as
 * `sanity dataset import demo-content/dataset <dataset> --replace`, with an API token instead of a login.
 *
 *   SANITY_PROJECT_ID=abc123 SANITY_DATASET=production SANITY_WRITE_TOKEN=sk… pnpm --filter @seedshop/demo-content import
 */
import { createClient } from '@sanity/client';
import { sanityImport } from '@sanity/import';
import { datasetDir } from '../src/dataset-path';

/** This CLI's settings; read here because the script runs outside the web and shop apps. */
function readSettings(env: NodeJS.ProcessEnv) {
  const projectId = env.SANITY_PROJECT_ID ?? '';
  const token = env.SANITY_WRITE_TOKEN ?? '';
  const dataset = env.SANITY_DATASET ?? 'production';
  if (!/^[a-z0-9-]+$/.test(projectId)) throw new Error('Set SANITY_PROJECT_ID (the project id, a-z 0-9 -)');
  if (!/^[a-z0-9][a-z0-9_-]{0,63}$/.test(dataset)) throw new Error('SANITY_DATASET is not a valid dataset name');
  if (token.length < 20) throw new Error('Set SANITY_WRITE_TOKEN (an API token with Editor rights)');
  return { projectId, dataset, token, apiVersion: env.SANITY_API_VERSION ?? '2025-02-19' };
}

async function main(): Promise<void> {
  const settings = readSettings(process.env);
  const client = createClient({ ...settings, useCdn: false });
  // The folder holds data.ndjson and images/, as `sanity dataset export` writes them.
  const result = await sanityImport(datasetDir, {
    client,
    operation: 'createOrReplace',
    onProgress: ({ step, current, total }) => {
      if (current !== undefined && current === total) console.info(`${step}: ${current}`);
    },
  });
  for (const warning of result.warnings) console.warn(warning.message);
  console.info(`imported ${result.numDocs} documents into ${settings.projectId}/${settings.dataset}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
