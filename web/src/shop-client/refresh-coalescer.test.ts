import { describe, expect, it, vi } from 'vitest';
import { createRefreshCoalescer } from './refresh-coalescer';

describe('refresh coalescer', () => {
  it('lets parallel refreshes with the same token share one shop answer', async () => {
    const coalescer = createRefreshCoalescer();
    const send = vi.fn(
      async () => new Response('{"token":"n"}', { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    const [a, b] = await Promise.all([coalescer.refresh('r1', send), coalescer.refresh('r1', send)]);
    expect(send).toHaveBeenCalledOnce();
    expect(await a.json()).toEqual({ token: 'n' });
    expect(await b.json()).toEqual({ token: 'n' });
    expect(b.headers.get('content-type')).toBe('application/json');
  });

  it('asks again for another token, and for the same token after the sharing window', async () => {
    let time = 0;
    const coalescer = createRefreshCoalescer(() => time);
    const send = vi.fn(async () => new Response('{}'));
    await coalescer.refresh('r1', send);
    await coalescer.refresh('r2', send);
    time = 11_000;
    await coalescer.refresh('r1', send);
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('forgets a failed attempt so the next one can try again', async () => {
    const coalescer = createRefreshCoalescer();
    const send = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(new Response('{}'));
    await expect(coalescer.refresh('r1', send)).rejects.toThrow('down');
    await expect(coalescer.refresh('r1', send)).resolves.toBeInstanceOf(Response);
  });
});
