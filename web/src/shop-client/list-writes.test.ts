import { describe, expect, it } from 'vitest';
import { afterListWrites } from './list-writes';

describe('afterListWrites', () => {
  it('starts each write after the one before has answered, also after a failure', async () => {
    const log: string[] = [];
    let release: () => void = () => undefined;
    const first = afterListWrites(
      () =>
        new Promise<string>((resolve) => {
          log.push('first sent');
          release = () => resolve('first');
        }),
    );
    const second = afterListWrites(async () => {
      log.push('second sent');
      throw new Error('refused');
    });
    const third = afterListWrites(async () => {
      log.push('third sent');
      return 'third';
    });
    await Promise.resolve();
    await Promise.resolve();
    expect(log).toEqual(['first sent']);
    release();
    expect(await first).toBe('first');
    await expect(second).rejects.toThrow('refused');
    expect(await third).toBe('third');
    expect(log).toEqual(['first sent', 'second sent', 'third sent']);
  });
});
