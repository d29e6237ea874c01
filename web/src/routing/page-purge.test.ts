import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const calls: string[] = [];
const afterTasks: (() => Promise<void>)[] = [];

vi.mock('next/cache', () => ({
  revalidateTag: (tag: string, profile: unknown) => calls.push(`${tag} ${JSON.stringify(profile)}`),
}));
vi.mock('next/server', () => ({
  after: (task: () => Promise<void>) => afterTasks.push(task),
}));

const { purgeTag, repurgeDelayMs } = await import('./page-purge.server');

describe('purgeTag', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    calls.length = 0;
    afterTasks.length = 0;
  });
  afterEach(() => vi.useRealTimers());

  it('expires the tag at once and again once renders in flight at the purge have been stored', async () => {
    purgeTag('content:type:topic');
    expect(calls).toEqual(['content:type:topic {"expire":0}']);
    expect(afterTasks).toHaveLength(1);

    const [task] = afterTasks;
    if (task === undefined) throw new Error('no task after the answer');
    const second = task();
    await vi.advanceTimersByTimeAsync(repurgeDelayMs - 1);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await second;
    expect(calls).toEqual(['content:type:topic {"expire":0}', 'content:type:topic {"expire":0}']);
  });

  it('purges again well inside the five seconds a change may take to show', () => {
    expect(repurgeDelayMs).toBeGreaterThanOrEqual(1_000);
    expect(repurgeDelayMs).toBeLessThanOrEqual(4_000);
  });
});
