import type { LiveEvent } from '@sanity/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lakeClient, startTestLake, type TestLake } from '../testing/http-lake';

/** The Live Content API through @sanity/client's own `live.events()`, as the Studio uses it. */
let test: TestLake;

beforeAll(async () => {
  test = await startTestLake();
});

afterAll(() => test.cleanup());

function collect(includeDrafts: boolean, token?: string) {
  const events: LiveEvent[] = [];
  const client = lakeClient(test.lake, token === undefined ? {} : { token });
  const subscription = client.live.events({ includeDrafts }).subscribe({ next: (event) => events.push(event) });
  return { events, stop: () => subscription.unsubscribe() };
}

describe('GET /data/live/events', () => {
  it('welcomes, then tags every change with the tag query answers carry', async () => {
    const editor = lakeClient(test.lake, { token: test.lake.editorToken });
    const { syncTags } = await editor.fetch('count(*)', {}, { filterResponse: false });
    expect(syncTags).toEqual(['s1:lake']);

    const drafts = collect(true, test.lake.editorToken);
    const published = collect(false);
    try {
      await expect.poll(() => drafts.events.map((event) => event.type)).toEqual(['welcome']);
      await expect.poll(() => published.events.map((event) => event.type)).toEqual(['welcome']);

      await editor.create({ _id: 'drafts.live-1', _type: 'topic', title: 'Draft only' });
      await expect
        .poll(() => drafts.events.filter((event) => event.type === 'message'))
        .toEqual([expect.objectContaining({ type: 'message', tags: syncTags, id: expect.any(String) })]);
      await editor.create({ _id: 'live-1', _type: 'topic', title: 'Published' });
      await expect.poll(() => drafts.events.filter((event) => event.type === 'message')).toHaveLength(2);
      // A draft change is not news for readers of published content.
      await expect.poll(() => published.events.filter((event) => event.type === 'message')).toHaveLength(1);
    } finally {
      drafts.stop();
      published.stop();
    }
  });

  it('keeps drafts to the editor', async () => {
    const response = await fetch(`${test.lake.url}/v2025-02-19/data/live/events/production?includeDrafts=true`);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain('event: channelError');
    expect(text).not.toContain('event: welcome');
  });
});
