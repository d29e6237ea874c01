import { describe, expect, it } from 'vitest';
import { ICON_CLIENT_TIMEOUT_MS, iconApiConfig } from './icon-config';

describe('icon timings', () => {
  it('gives a request to the icon service 5,000 ms, while the app waits 1,500 ms for an icon', () => {
    expect(iconApiConfig).toMatchObject({ timeout: 5000, rotate: 750, maxURL: 500 });
    expect(ICON_CLIENT_TIMEOUT_MS).toBe(1500);
  });
});
