import { afterAll, beforeAll } from 'vitest';
import { createTestShop, type TestShop, type TestShopOptions } from './test-app';

/**
 * One test shop for the whole file: started before its tests, closed after them. The handle can
 * be taken at the top of the file because it only reaches the shop once a hook or test runs.
 */
export function useTestShop(options: TestShopOptions = {}): TestShop {
  let current: TestShop | null = null;
  beforeAll(async () => {
    current = await createTestShop(options);
  });
  afterAll(async () => {
    await current?.close();
  });
  const started = (): TestShop => {
    if (current === null) throw new Error('The test shop is started in beforeAll; use it inside hooks and tests.');
    return current;
  };
  return {
    get app() {
      return started().app;
    },
    get clock() {
      return started().clock;
    },
    get captcha() {
      return started().captcha;
    },
    get database() {
      return started().database;
    },
    close: () => started().close(),
  };
}
