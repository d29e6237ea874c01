import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { lakeClient, startTestLake, type TestLake } from '../testing/http-lake';

let test: TestLake | undefined;

afterEach(async () => {
  await test?.cleanup();
  test = undefined;
});

function png(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 20, channels: 3, background: { r: 10, g: 120, b: 30 } } })
    .png()
    .toBuffer();
}

const filesIn = (folder: string) => readdir(folder, { recursive: true }).catch(() => [] as string[]);

describe('assets on a running lake, as @sanity/client and Node see them', () => {
  it("gives absolute URLs from the lake's origin that Node can fetch", async () => {
    test = await startTestLake();
    const client = lakeClient(test.lake, { token: test.lake.editorToken });
    const image = await client.assets.upload('image', await png(), { filename: 'green.png' });
    expect(image.url).toBe(`${test.lake.url}/images/local/production/${image.sha1hash}-40x20.png`);
    const fetched = await fetch(`${image.url}?w=32&fm=webp`);
    expect(fetched.status).toBe(200);
    expect(fetched.headers.get('content-type')).toBe('image/webp');
    const file = await client.assets.upload('file', Buffer.from('%PDF-1.4 absolute'), { filename: 'a.pdf' });
    expect(file.url).toBe(`${test.lake.url}/files/local/production/${file.sha1hash}.pdf`);
    expect((await fetch(file.url)).status).toBe(200);
  });

  it('takes the origin of the URLs from the configured public URL', async () => {
    test = await startTestLake({ publicUrl: 'https://cms.example.com/' });
    const client = lakeClient(test.lake, { token: test.lake.editorToken });
    const image = await client.assets.upload('image', await png());
    expect(image.url).toBe(`https://cms.example.com/images/local/production/${image.sha1hash}-40x20.png`);
    // The lake itself is still reached where it listens.
    expect(test.lake.url).toMatch(/^https:\/\/localhost:\d+$/);
  });

  it('deletes an asset with its file and renditions when the Studio deletes its document, and serves it no more', async () => {
    test = await startTestLake();
    const { dataDir } = test;
    const client = lakeClient(test.lake, { token: test.lake.editorToken });
    const image = await client.assets.upload('image', await png());
    const file = await client.assets.upload('file', Buffer.from('%PDF-1.4 deleted'), { filename: 'b.pdf' });
    expect((await fetch(`${image.url}?w=32&fm=webp`)).status).toBe(200);
    expect((await fetch(`${image.url}?w=16&fm=png`)).status).toBe(200);
    expect(await filesIn(join(dataDir, 'assets', 'images'))).toEqual([`${image.sha1hash}-40x20.png`]);
    expect((await filesIn(join(dataDir, 'assets', 'cache'))).filter((name) => name.includes('/'))).toHaveLength(2);

    // The Studio's asset browser deletes with a plain delete mutation.
    await client.delete(image._id);
    await client.delete(file._id);

    expect((await fetch(image.url)).status).toBe(404);
    expect((await fetch(`${image.url}?w=32&fm=webp`)).status).toBe(404);
    expect((await fetch(file.url)).status).toBe(404);
    await expect.poll(() => filesIn(join(dataDir, 'assets', 'images'))).toEqual([]);
    await expect.poll(() => filesIn(join(dataDir, 'assets', 'files'))).toEqual([]);
    await expect
      .poll(async () => (await filesIn(join(dataDir, 'assets', 'cache'))).filter((name) => name.includes('/')))
      .toEqual([]);
  });
});
