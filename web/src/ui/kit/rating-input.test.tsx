// @vitest-environment happy-dom
import en from '@seedshop/locales/en.json';
import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { RatingInput } from './rating-input';

// React's act() is meant for this environment (the tests hydrate by hand).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
let container: HTMLElement | null = null;

afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = null;
  container = null;
});

/** A form around the stars that re-renders on demand, as the review form does when an error clears. */
function Page({ onRender }: { readonly onRender: (rerender: () => void) => void }) {
  const [count, setCount] = useState(0);
  onRender(() => setCount((value) => value + 1));
  return (
    <IntlProvider locale="en-US" messages={en}>
      <form data-renders={count}>
        <RatingInput name="rating" required />
      </form>
    </IntlProvider>
  );
}

function radio(name: string): HTMLInputElement {
  const found = container?.querySelector<HTMLInputElement>(`input[value="${name}"]`);
  if (!found) throw new Error(`no radio ${name}`);
  return found;
}

describe('RatingInput', () => {
  it('keeps a star chosen while the page was still plain HTML, through later renders', async () => {
    let rerender = () => {};
    const page = <Page onRender={(next) => (rerender = next)} />;
    container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    // The shopper picks "good" (4) before the scripts have run.
    radio('4').checked = true;

    await act(async () => {
      root = hydrateRoot(container as HTMLElement, page);
    });
    // Something else on the form changes and React renders the stars again.
    await act(async () => rerender());

    expect(radio('4').checked).toBe(true);
    expect(container.querySelector('[aria-hidden="true"].min-w-24')?.textContent).toBe(en['kit.rating.value.4']);
    expect(new FormData(container.querySelector('form') as HTMLFormElement).get('rating')).toBe('4');
  });
});
