import { vi } from 'vitest';

/**
 * The page's IntersectionObservers in a test (happy-dom has none): `install()` puts the fake in
 * place (undo with `vi.unstubAllGlobals()`), `watching(element)` finds the observer of an element,
 * and `report(element, isIntersecting)` tells every observer still watching it.
 */
export function fakeIntersectionObservers() {
  const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
  class FakeIntersectionObserver {
    private readonly entry: { callback: IntersectionObserverCallback; targets: Element[] };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, targets: [] };
      observers.push(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.push(target);
    }
    unobserve(target: Element) {
      this.entry.targets = this.entry.targets.filter((element) => element !== target);
    }
    takeRecords() {
      return [];
    }
    disconnect() {
      this.entry.targets = [];
    }
  }
  return {
    install() {
      observers.length = 0;
      vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    },
    /** Whether an observer watches this element now. */
    watching: (element: Element) => observers.some((observer) => observer.targets.includes(element)),
    report(element: Element, isIntersecting: boolean) {
      for (const observer of observers.filter((item) => item.targets.includes(element))) {
        observer.callback(
          [{ isIntersecting, target: element } as unknown as IntersectionObserverEntry],
          {} as IntersectionObserver,
        );
      }
    },
  };
}
