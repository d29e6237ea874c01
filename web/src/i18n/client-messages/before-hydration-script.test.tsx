import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BeforeHydrationScript, beforeHydrationCall } from './before-hydration-script';

describe('the before-hydration script', () => {
  it('hands the address to Next’s bootstrap as JSON data', () => {
    expect(beforeHydrationCall('/builds/messages/de.abc.js')).toBe(
      '(self.__next_s=self.__next_s||[]).push(["/builds/messages/de.abc.js",{}])',
    );
  });

  it('cannot close its element, whatever the address holds', () => {
    const call = beforeHydrationCall('/x</script><script>alert(1)</script>');
    expect(call).not.toContain('<');
    const argument = call.slice('(self.__next_s=self.__next_s||[]).push('.length, -1);
    expect(JSON.parse(argument)).toEqual(['/x</script><script>alert(1)</script>', {}]);
  });

  it('renders the inline call (the preload goes to the head when a page renders)', () => {
    const html = renderToString(<BeforeHydrationScript src="/builds/messages/fr.abc.js" />);
    expect(html).toContain(
      '<script>(self.__next_s=self.__next_s||[]).push(["/builds/messages/fr.abc.js",{}])</script>',
    );
  });
});
