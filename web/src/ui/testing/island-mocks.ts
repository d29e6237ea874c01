import { vi } from 'vitest';
import type { ShopResult } from '@/shop-client/browser-api';

/**
 * Stand-ins for what form islands reach outside React: the shop API, the captcha, icons and
 * toasts. `vi.mock` is hoisted above imports, so a test hands a module over through a dynamic
 * import and then drives the shared mock functions from its cases:
 *
 *   vi.mock('@/shop-client/browser-api', async () => (await import('@/ui/testing/island-mocks')).browserApiModule);
 *   import { callShop } from '@/ui/testing/island-mocks';
 *
 * Every test file gets its own module instances, so the mocks are not shared between files.
 */
export const callShop = vi.fn<(path: string, init: { json?: unknown }) => Promise<ShopResult>>();
export const captchaToken = vi.fn<(action: string) => Promise<string | null>>();
export const toast = {
  success: vi.fn<(message: string) => void>(),
  error: vi.fn<(message: string) => void>(),
};

/** For `@/shop-client/browser-api`. */
export const browserApiModule = {
  callShop: (path: string, init: { json?: unknown }) => callShop(path, init),
};

/** For `@/ui/captcha/use-captcha`: no provider, the token comes from `captchaToken`. */
export const captchaModule = {
  useCaptcha: () => ({ provider: null, token: (action: string) => captchaToken(action) }),
};

/** For `@/ui/icon/icon` (no sprite in happy-dom). */
export const iconModule = { Icon: () => null };

/** For `@/ui/toast/notify`. */
export const notifyModule = {
  notify: { success: (message: string) => toast.success(message), error: (message: string) => toast.error(message) },
};

/** Before every case: no shop answer yet, a solved captcha, no toasts. */
export function resetIslandMocks(): void {
  callShop.mockReset();
  captchaToken.mockReset().mockResolvedValue('solved');
  toast.success.mockReset();
  toast.error.mockReset();
}
