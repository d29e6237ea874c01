// @vitest-environment happy-dom
import en from '@seedshop/locales/en.json';
import { act, useState } from 'react';
import { IntlProvider } from '@/ui/testing/intl-test-provider';
import { afterEach, describe, expect, it } from 'vitest';
import { serverHtml, type ServerHtml } from '../testing/hydrate';
import { RatingInput } from './rating-input';

let page: ServerHtml | null = null;

afterEach(() => {
  page?.remove();
  page = null;
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
  const found = page?.host.querySelector<HTMLInputElement>(`input[value="${name}"]`);
  if (!found) throw new Error(`no radio ${name}`);
  return found;
}

describe('RatingInput', () => {
  it('keeps a star chosen while the page was still plain HTML, through later renders', async () => {
    let rerender = () => {};
    page = serverHtml(<Page onRender={(next) => (rerender = next)} />);
    // The shopper picks "good" (4) before the scripts have run.
    radio('4').checked = true;

    await page.hydrate();
    // Something else on the form changes and React renders the stars again.
    await act(async () => rerender());

    expect(radio('4').checked).toBe(true);
    expect(page.host.querySelector('[aria-hidden="true"].min-w-24')?.textContent).toBe(en['kit.rating.value.4']);
    expect(new FormData(page.host.querySelector('form') as HTMLFormElement).get('rating')).toBe('4');
  });
});
