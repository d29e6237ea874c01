// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { reloadStorage } from './reload-storage';

describe('the update watcher’s storage', () => {
  it('is the tab’s sessionStorage where the browser allows it', () => {
    const storage = reloadStorage(() => window.sessionStorage);
    storage.setItem('k', '1');
    expect(window.sessionStorage.getItem('k')).toBe('1');
  });

  it('is memory where reading sessionStorage throws (site data blocked, a third-party frame)', () => {
    const storage = reloadStorage(() => {
      throw new DOMException("Failed to read the 'sessionStorage' property from 'Window'", 'SecurityError');
    });
    expect(storage.getItem('k')).toBeNull();
    storage.setItem('k', '2');
    expect(storage.getItem('k')).toBe('2');
  });
});
