import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { LakeContext } from '../http/route-contract';
import { assetDir, assetFileOfId } from './asset-names';

/**
 * A deleted asset document takes its bytes with it, as on Sanity: the original file and every
 * resized variant are removed once the delete is committed. (Serving checks the document too, so
 * nothing is served in between.) The same bytes uploaded again make a new document and file.
 */
export function removeFilesOfDeletedAssets(lake: Pick<LakeContext, 'store' | 'dataDir' | 'renditions'>): () => void {
  return lake.store.subscribe((transaction) => {
    for (const change of transaction.changes) {
      if (change.operation !== 'delete') continue;
      const asset = assetFileOfId(change.id);
      if (!asset) continue;
      void (async () => {
        if (asset.kind === 'image') await lake.renditions.dropSource(asset.file);
        // An upload of the same bytes may have recreated it meanwhile; it keeps the file.
        if (lake.store.get(change.id) === null)
          await rm(join(assetDir(lake.dataDir, asset.kind), asset.file), { force: true });
      })().catch((error: unknown) => {
        console.warn(`[lake] could not remove the files of deleted asset ${change.id}: ${String(error)}`);
      });
    }
  });
}
