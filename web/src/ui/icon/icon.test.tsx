// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Icon } from './icon';

const loaded = new Set<string>();
vi.mock('@iconify/react', () => ({
  addAPIProvider: () => true,
  addCollection: () => true,
  iconLoaded: (name: string) => loaded.has(name),
  Icon: () => null,
}));

afterEach(() => {
  cleanup();
  loaded.clear();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('Icon', () => {
  it('waits 1,500 ms for a missing icon, then reports it', () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<Icon name="lucide:missing" />);
    act(() => void vi.advanceTimersByTime(1499));
    expect(warn).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1));
    expect(warn).toHaveBeenCalledWith('[icon] lucide:missing did not load within 1500 ms');
  });

  it('reports nothing for an icon that arrives in time', () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<Icon name="lucide:house" />);
    loaded.add('lucide:house');
    act(() => void vi.advanceTimersByTime(2000));
    expect(warn).not.toHaveBeenCalled();
  });

  it('draws a sprite icon as a use of its symbol, decorative unless labelled', () => {
    const { container } = render(
      <>
        <Icon name="lucide:shopping-cart" size="1.15em" />
        <Icon name="lucide:check" label="Compared" />
      </>,
    );
    const [plain, labelled] = [...container.querySelectorAll('svg')];
    expect(plain?.querySelector('use')?.getAttribute('href')).toBe('#icon-lucide-shopping-cart');
    expect(plain?.getAttribute('width')).toBe('1.15em');
    expect(plain?.getAttribute('aria-hidden')).toBe('true');
    expect(labelled?.getAttribute('role')).toBe('img');
    expect(labelled?.getAttribute('aria-label')).toBe('Compared');
    expect(labelled?.hasAttribute('aria-hidden')).toBe(false);
  });

  it('waits for no sprite icon', () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<Icon name="lucide:git-compare" />);
    act(() => void vi.advanceTimersByTime(2000));
    expect(warn).not.toHaveBeenCalled();
  });
});
