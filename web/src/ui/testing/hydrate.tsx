import { act, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

// React's act() is meant for this environment: these tests hydrate by hand.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface ServerHtml {
  /** The element holding the server's HTML, attached to the document. */
  readonly host: HTMLElement;
  /** Hydrates the HTML as the browser does once the scripts have loaded. */
  readonly hydrate: () => Promise<Root>;
  /** Unmounts and detaches. */
  readonly remove: () => void;
}

/**
 * `ui` as the server renders it, in the document: a test changes controls in this plain HTML (as a
 * visitor can before the scripts run), then hydrates it.
 */
export function serverHtml(ui: ReactElement): ServerHtml {
  const host = document.createElement('div');
  host.innerHTML = renderToString(ui);
  document.body.append(host);
  let root: Root | null = null;
  return {
    host,
    hydrate: async () => {
      const hydrated = await act(async () => hydrateRoot(host, ui));
      root = hydrated;
      return hydrated;
    },
    remove: () => {
      act(() => root?.unmount());
      host.remove();
    },
  };
}
