import 'server-only';
import { env, type ServerEnv } from '@/config/env';

/**
 * Where content comes from (docs/adr/0016-content-source.md): a real Sanity project when
 * `SANITY_PROJECT_ID` is set, otherwise the demo dataset in `content/`, queried in-process.
 */
export type ContentConfig =
  | {
      readonly mode: 'sanity';
      readonly projectId: string;
      readonly dataset: string;
      readonly apiVersion: string;
      readonly readToken: string | null;
      readonly webhookSecret: string;
    }
  | {
      readonly mode: 'local';
      readonly webhookSecret: string;
      readonly extraDatasetFile: string | null;
    };

type ContentSettings = Pick<
  ServerEnv,
  | 'SANITY_PROJECT_ID'
  | 'SANITY_DATASET'
  | 'SANITY_API_VERSION'
  | 'SANITY_READ_TOKEN'
  | 'SANITY_REVALIDATE_SECRET'
  | 'CONTENT_WEBHOOK_SECRET'
  | 'CONTENT_EXTRA_DATASET'
>;

export function contentConfigFrom(settings: ContentSettings): ContentConfig {
  const projectId = settings.SANITY_PROJECT_ID;
  if (projectId === undefined) {
    return {
      mode: 'local',
      webhookSecret: settings.SANITY_REVALIDATE_SECRET ?? settings.CONTENT_WEBHOOK_SECRET,
      extraDatasetFile: settings.CONTENT_EXTRA_DATASET ?? null,
    };
  }
  const secret = settings.SANITY_REVALIDATE_SECRET;
  // env.ts already refuses to start without it; this keeps the type honest without a `!`.
  if (secret === undefined) throw new Error('SANITY_REVALIDATE_SECRET is required when SANITY_PROJECT_ID is set');
  return {
    mode: 'sanity',
    projectId,
    dataset: settings.SANITY_DATASET,
    apiVersion: settings.SANITY_API_VERSION,
    readToken: settings.SANITY_READ_TOKEN ?? null,
    webhookSecret: secret,
  };
}

export const contentConfig: ContentConfig = contentConfigFrom(env);
