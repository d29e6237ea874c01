// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Icon } from './icon';

const iconify = vi.fn((_props: { name: string }) => null);
vi.mock('./iconify-icon', () => ({ IconifyIcon: (props: { name: string }) => iconify(props) }));

afterEach(() => {
  cleanup();
  iconify.mockClear();
  delete window.__seedshopMessages;
});

describe('Icon', () => {
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
    expect(iconify).not.toHaveBeenCalled();
  });

  it('draws a shell icon from the client file’s data, without the Iconify runtime', () => {
    window.__seedshopMessages = {
      locale: 'en',
      messages: {} as never,
      icons: [
        { prefix: 'lucide', width: 24, height: 24, icons: { search: { body: '<circle cx="11" cy="11" r="8"/>' } } },
      ],
    };
    const { container } = render(<Icon name="lucide:search" label="Search" size={20} />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('viewBox')).toBe('0 0 24 24');
    expect(svg?.getAttribute('width')).toBe('20');
    expect(svg?.getAttribute('aria-label')).toBe('Search');
    expect(svg?.innerHTML).toBe('<circle cx="11" cy="11" r="8"></circle>');
    expect(iconify).not.toHaveBeenCalled();
  });

  it('leaves any other icon to Iconify', async () => {
    render(<Icon name="lucide:package" size="1em" />);
    await vi.waitFor(() => expect(iconify).toHaveBeenCalledWith(expect.objectContaining({ name: 'lucide:package' })));
  });
});
