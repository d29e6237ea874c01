// @vitest-environment happy-dom
import { act, useRef, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { controlsChangedBeforeHydration, useChangesBeforeHydration } from './changed-before-hydration';

function container(html: string): HTMLElement {
  const element = document.createElement('div');
  element.innerHTML = html;
  return element;
}

describe('controlsChangedBeforeHydration', () => {
  it('finds typed text, a ticked or cleared box, the radio now chosen and another option', () => {
    const form = container(
      [
        '<input name="email" value="ada@example.com">',
        '<textarea name="text">kept</textarea>',
        '<input type="checkbox" name="news" checked>',
        '<input type="radio" name="pack" value="1" checked><input type="radio" name="pack" value="5">',
        '<select name="sort"><option value="a">A</option><option value="b">B</option></select>',
        '<input type="hidden" name="token" value="x">',
      ].join(''),
    );
    expect(controlsChangedBeforeHydration(form)).toEqual([]);

    const [email, news, five] = ['[name=email]', '[name=news]', '[value="5"]'].map((selector) => {
      const found = form.querySelector<HTMLInputElement>(selector);
      if (!found) throw new Error(selector);
      return found;
    }) as [HTMLInputElement, HTMLInputElement, HTMLInputElement];
    const text = form.querySelector('textarea');
    const select = form.querySelector('select');
    if (!text || !select) throw new Error('no textarea or select');
    email.value = 'ada@example.org';
    text.value = 'changed';
    news.checked = false;
    five.checked = true;
    select.value = 'b';

    expect(controlsChangedBeforeHydration(form).map((control) => `${control.name}=${control.value}`)).toEqual([
      'email=ada@example.org',
      'text=changed',
      'news=on',
      'pack=5',
      'sort=b',
    ]);
  });
});

// React's act() is meant for this environment (the tests hydrate by hand).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
let host: HTMLElement | null = null;

afterEach(() => {
  act(() => root?.unmount());
  host?.remove();
  root = null;
  host = null;
});

/** A controlled box, as the checkout's "billing address differs". */
function Controlled({ onRender }: { readonly onRender: (rerender: () => void) => void }) {
  const [differs, setDiffers] = useState(false);
  const [renders, setRenders] = useState(0);
  const ref = useRef<HTMLDivElement>(null);
  onRender(() => setRenders(renders + 1));
  useChangesBeforeHydration(ref, (control) => {
    if (control instanceof HTMLInputElement && control.name === 'differs') setDiffers(control.checked);
  });
  return (
    <div ref={ref} data-renders={renders}>
      <input type="checkbox" name="differs" checked={differs} onChange={(event) => setDiffers(event.target.checked)} />
      {differs && <p>billing address</p>}
    </div>
  );
}

describe('useChangesBeforeHydration', () => {
  it('makes a box ticked before hydration the state, so later renders keep it', async () => {
    let rerender = () => {};
    const page = <Controlled onRender={(next) => (rerender = next)} />;
    host = document.createElement('div');
    host.innerHTML = renderToString(page);
    document.body.append(host);
    const box = host.querySelector('input');
    if (!box) throw new Error('no box');
    box.checked = true;

    await act(async () => {
      root = hydrateRoot(host as HTMLElement, page);
    });
    await act(async () => rerender());

    expect(box.checked).toBe(true);
    expect(host.textContent).toContain('billing address');
  });
});
