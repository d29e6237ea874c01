/**
 * Sanity CLI settings: which project the Studio talks to and how TypeGen runs. Everything works
 * offline: without SANITY_STUDIO_PROJECT_ID the project id is the placeholder `local` (the
 * embedded lake, or nothing), and `schema extract` / `typegen generate` never need the network.
 */
import { defineCliConfig } from 'sanity/cli';

export default defineCliConfig({
  api: {
    projectId: process.env.SANITY_STUDIO_PROJECT_ID ?? 'local',
    dataset: process.env.SANITY_STUDIO_DATASET ?? 'production',
  },
  // Paths are relative to studio/ (the CLI's working directory).
  typegen: {
    path: ['../web/src/**/*.{ts,tsx}'],
    schema: '../schemas/schema.json',
    generates: '../web/src/content/sanity.types.ts',
    overloadClientMethods: true,
  },
  deployment: { autoUpdates: false },
});
