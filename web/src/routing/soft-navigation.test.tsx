// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Link } from './link';
import { NAVIGATION_START_EVENT } from './navigation-start';
import { SoftNavigation } from './soft-navigation';

const push = vi.fn();
const prefetch = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push, prefetch }) }));

function renderLinks() {
  return render(
    <>
      <SoftNavigation />
      <Link href="/de/cannabis-samen?sort=price#top">Samen</Link>
      <Link href="/blog" scroll={false}>
        <span>Blog</span>
      </Link>
      <Link href="/terms" target="_blank">
        Terms
      </Link>
      <Link href="https://example.org/elsewhere">Elsewhere</Link>
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- an unmarked anchor is the case under test */}
      <a href="/api/shop/orders/1/invoice">Invoice</a>
      <Link href="/cart" onClick={(event) => event.preventDefault()}>
        Cart
      </Link>
    </>,
  );
}

/** Whether the page handled the click; the test's window then stops it, so the test browser never follows a link. */
function click(element: Element, init: MouseEventInit = {}): boolean {
  let handled = false;
  const last = (event: Event) => {
    handled = event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', last, { once: true });
  element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
  return handled;
}

beforeEach(() => {
  push.mockReset();
  prefetch.mockReset();
});
afterEach(cleanup);

describe('soft navigation', () => {
  it('turns a plain click on a site link into a client-side navigation, scroll kept where the link says', () => {
    const { getByText } = renderLinks();
    expect(click(getByText('Samen'))).toBe(true);
    expect(push).toHaveBeenLastCalledWith('/de/cannabis-samen?sort=price#top', { scroll: true });
    expect(click(getByText('Blog'))).toBe(true);
    expect(push).toHaveBeenLastCalledWith('/blog', { scroll: false });
  });

  it('leaves modified clicks, other windows, other sites, unmarked links and handled clicks to the browser', () => {
    const { getByText } = renderLinks();
    for (const modifier of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const) {
      expect(click(getByText('Samen'), { [modifier]: true })).toBe(false);
    }
    expect(click(getByText('Samen'), { button: 1 })).toBe(false);
    expect(click(getByText('Terms'))).toBe(false);
    expect(click(getByText('Elsewhere'))).toBe(false);
    expect(click(getByText('Invoice'))).toBe(false);
    click(getByText('Cart'));
    expect(push).not.toHaveBeenCalled();
  });

  it('announces a navigation to another page to the loading bar, not one to the page already open', () => {
    const started = vi.fn();
    window.addEventListener(NAVIGATION_START_EVENT, started);
    const { getByText } = renderLinks();
    click(getByText('Samen'));
    expect(started).toHaveBeenCalledTimes(1);
    window.history.replaceState(null, '', '/blog');
    click(getByText('Blog'));
    expect(started).toHaveBeenCalledTimes(1);
    expect(push).toHaveBeenCalledTimes(2);
    window.removeEventListener(NAVIGATION_START_EVENT, started);
  });

  it('prefetches a site link’s page once when the pointer is over it, it has focus or it is touched', () => {
    const { getByText } = renderLinks();
    const samen = getByText('Samen');
    samen.dispatchEvent(new Event('pointerover', { bubbles: true }));
    samen.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    getByText('Blog').dispatchEvent(new Event('touchstart', { bubbles: true }));
    getByText('Elsewhere').dispatchEvent(new Event('pointerover', { bubbles: true }));
    getByText('Invoice').dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(prefetch.mock.calls).toEqual([['/de/cannabis-samen?sort=price'], ['/blog']]);
  });

  it('renders a plain anchor with its attributes', () => {
    const { getByText } = renderLinks();
    const anchor = getByText('Samen');
    expect(anchor.tagName).toBe('A');
    expect(anchor.getAttribute('href')).toBe('/de/cannabis-samen?sort=price#top');
  });
});
