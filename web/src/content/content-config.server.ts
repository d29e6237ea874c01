import 'server-only';
import { env, type ServerEnv } from '@/config/env';
import { studioUrlFrom } from './studio-url';

/**
 * Where content comes from (docs/adr/0016-content-source.md): a real Sanity project when
 * `SANITY_PROJECT_ID` is set, otherwise the embedded content lake at `LAKE_URL` (lake/, the same
 * HTTP API on this machine). Both are read with Sanity's client; only these settings differ.
 */
interface CommonSettings {
  readonly projectId: string;
  readonly dataset: string;
  readonly apiVersion: string;
  /** Draft mode reads drafts with it; null: no draft mode. */
  readonly readToken: string | null;
  /** The Studio that Visual Editing's click-to-edit links open in draft mode; null: no stega. */
  readonly studioUrl: string | null;
  readonly webhookSecret: string;
}

export type ContentConfig =
  | (CommonSettings & { readonly mode: 'sanity' })
  | (CommonSettings & {
      readonly mode: 'lake';
      /** The lake's origin, e.g. `https://localhost:3333` (no trailing slash). */
      readonly url: string;
    });

type ContentSettings = Pick<
  ServerEnv,
  | 'SANITY_PROJECT_ID'
  | 'SANITY_DATASET'
  | 'SANITY_API_VERSION'
  | 'SANITY_READ_TOKEN'
  | 'SANITY_REVALIDATE_SECRET'
  | 'SANITY_STUDIO_URL'
  | 'CONTENT_WEBHOOK_SECRET'
  | 'LAKE_URL'
  | 'LAKE_PROJECT_ID'
  | 'LAKE_DATASET'
  | 'LAKE_READ_TOKEN'
>;

export function contentConfigFrom(settings: ContentSettings): ContentConfig {
  const projectId = settings.SANITY_PROJECT_ID;
  if (projectId === undefined) {
    return {
      mode: 'lake',
      url: settings.LAKE_URL,
      projectId: settings.LAKE_PROJECT_ID,
      dataset: settings.LAKE_DATASET,
      apiVersion: settings.SANITY_API_VERSION,
      readToken: settings.LAKE_READ_TOKEN ?? null,
      studioUrl: studioUrlFrom(settings),
      webhookSecret: settings.SANITY_REVALIDATE_SECRET ?? settings.CONTENT_WEBHOOK_SECRET,
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
    studioUrl: studioUrlFrom(settings),
    webhookSecret: secret,
  };
}

export const contentConfig: ContentConfig = contentConfigFrom(env);
