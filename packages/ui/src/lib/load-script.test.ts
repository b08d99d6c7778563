import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadScriptOnce } from './load-script.ts';

afterEach(() => vi.restoreAllMocks());

/** happy-dom does not load scripts: capture the appended elements instead and fire their events by hand. */
function captureScripts(): HTMLScriptElement[] {
  const appended: HTMLScriptElement[] = [];
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    appended.push(...(nodes as HTMLScriptElement[]));
  });
  return appended;
}

describe('loadScriptOnce', () => {
  it('adds one async script per URL and resolves when it loads', async () => {
    const appended = captureScripts();
    const first = loadScriptOnce('https://example.org/a.js');
    const second = loadScriptOnce('https://example.org/a.js');
    expect(second).toBe(first);
    expect(appended).toHaveLength(1);
    expect(appended[0]?.async).toBe(true);
    expect(appended[0]?.src).toBe('https://example.org/a.js');
    appended[0]?.onload?.(new Event('load'));
    await expect(first).resolves.toBeUndefined();
  });

  it('rejects on error and lets a later call try again', async () => {
    const appended = captureScripts();
    const failing = loadScriptOnce('https://example.org/b.js');
    appended[0]?.onerror?.(new Event('error'));
    await expect(failing).rejects.toThrow('script failed to load');
    const retry = loadScriptOnce('https://example.org/b.js');
    expect(retry).not.toBe(failing);
    expect(appended).toHaveLength(2);
  });
});
