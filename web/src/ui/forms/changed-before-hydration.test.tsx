// @vitest-environment happy-dom
import { act, useRef, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { serverHtml, type ServerHtml } from '../testing/hydrate';
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

let page: ServerHtml | null = null;

afterEach(() => {
  page?.remove();
  page = null;
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
    page = serverHtml(<Controlled onRender={(next) => (rerender = next)} />);
    const box = page.host.querySelector('input');
    if (!box) throw new Error('no box');
    box.checked = true;

    await page.hydrate();
    await act(async () => rerender());

    expect(box.checked).toBe(true);
    expect(page.host.textContent).toContain('billing address');
  });
});
