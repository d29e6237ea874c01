import { open } from 'node:fs/promises';

/** Makes a file's creation or rename durable: the folder entry itself must reach the disk too. */
export async function fsyncFolder(folder: string): Promise<void> {
  const handle = await open(folder, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
