import { describe, expect, it } from 'vitest';

describe('instrumentation-client', () => {
  it('makes the Zod that loads after it parse without generated code', async () => {
    await import('./instrumentation-client');
    const { config } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);
  });
});
