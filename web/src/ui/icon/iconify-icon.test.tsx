// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IconifyIcon } from './iconify-icon';

const loaded = new Set<string>();
vi.mock('@iconify/react', () => ({
  addAPIProvider: () => true,
  iconLoaded: (name: string) => loaded.has(name),
  Icon: () => null,
}));

afterEach(() => {
  cleanup();
  loaded.clear();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('IconifyIcon', () => {
  it('waits 1,500 ms for a missing icon, then reports it', () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<IconifyIcon name="lucide:missing" size="1em" svgProps={{}} />);
    act(() => void vi.advanceTimersByTime(1499));
    expect(warn).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1));
    expect(warn).toHaveBeenCalledWith('[icon] lucide:missing did not load within 1500 ms');
  });

  it('reports nothing for an icon that arrives in time', () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<IconifyIcon name="lucide:package" size="1em" svgProps={{}} />);
    loaded.add('lucide:package');
    act(() => void vi.advanceTimersByTime(2000));
    expect(warn).not.toHaveBeenCalled();
  });
});
