import { vi } from 'vitest';

/**
 * Replaces window.matchMedia with one answering from a viewport width and a pointer kind, so tests can
 * switch between a 375 px phone and a 1280 px mouse desktop; returns a function that changes the viewport.
 */
export function mockViewport(initial: { width: number; hover: boolean }) {
  let viewport = initial;
  const lists = new Set<{ query: string; listeners: Set<() => void> }>();
  const evaluate = (query: string) => {
    if (query.includes('hover: hover')) return viewport.hover;
    const min = /min-width:\s*(\d+)px/.exec(query);
    if (min) return viewport.width >= Number(min[1]);
    return false;
  };
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const entry = { query, listeners: new Set<() => void>() };
    lists.add(entry);
    return {
      get matches() {
        return evaluate(query);
      },
      media: query,
      onchange: null,
      addEventListener: (_: string, listener: () => void) => entry.listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => entry.listeners.delete(listener),
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => true,
    } as unknown as MediaQueryList;
  });
  return (next: { width: number; hover: boolean }) => {
    viewport = next;
    for (const entry of lists) entry.listeners.forEach((listener) => listener());
  };
}
