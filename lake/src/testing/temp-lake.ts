import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cacheDir } from '../assets/asset-names';
import { RenditionCache } from '../assets/rendition-cache';
import type { LakeContext } from '../http/route-contract';
import { openStore } from '../store/open-store';

/** Test support: a lake context over a real store in a fresh temporary folder. */
export interface TempLake {
  readonly lake: LakeContext;
  readonly token: string;
  cleanup(): Promise<void>;
}

export async function tempLake(options: { renditionCacheBytes?: number } = {}): Promise<TempLake> {
  const dataDir = await mkdtemp(join(tmpdir(), 'lake-stream-'));
  const store = await openStore({ dataDir });
  const token = 'test-editor-token-0123456789abcdef0123456789';
  const lake: LakeContext = {
    store,
    projectId: 'local',
    dataset: 'production',
    publicUrl: 'https://localhost:3333',
    dataDir,
    editor: { id: 'p-local-editor', name: 'Local editor', email: 'editor@localhost', token },
    renditions: new RenditionCache(cacheDir(dataDir), options.renditionCacheBytes),
  };
  return {
    lake,
    token,
    cleanup: async () => {
      await store.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
