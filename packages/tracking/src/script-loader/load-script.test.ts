import { Window } from 'happy-dom';
import { describe, expect, it, vi } from 'vitest';
import { loadScript, ScriptLoadError, whenIdle } from './load-script.ts';

function page({ fail = false } = {}) {
  const window = new Window({
    url: 'https://shop.test/',
    settings: { disableJavaScriptFileLoading: true, handleDisabledFileLoadingAsSuccess: !fail },
  });
  return window.document as unknown as Document;
}

const scripts = (document: Document) => [...document.querySelectorAll('script')] as HTMLScriptElement[];

describe('loadScript', () => {
  it('injects one async script with the nonce and resolves once it has loaded', async () => {
    const document = page();
    const loaded = await loadScript('https://cdn.test/a.js', {
      document,
      nonce: 'n0nce',
      attributes: { 'data-x': '1' },
    });
    const [script] = scripts(document);
    expect(scripts(document)).toHaveLength(1);
    expect(loaded).toBe(script);
    expect(script!.src).toBe('https://cdn.test/a.js');
    expect(script!.async).toBe(true);
    expect(script!.nonce).toBe('n0nce');
    expect(script!.getAttribute('data-x')).toBe('1');
  });

  it('injects a script only once however often it is asked for', async () => {
    const document = page();
    const [first, second] = await Promise.all([
      loadScript('https://cdn.test/a.js', { document }),
      loadScript('https://cdn.test/a.js', { document }),
    ]);
    await loadScript('https://cdn.test/a.js', { document });
    expect(first).toBe(second);
    expect(scripts(document)).toHaveLength(1);
  });

  it('rejects with ScriptLoadError, removes the element, and lets a later call try again', async () => {
    const document = page({ fail: true });
    const error = await loadScript('https://cdn.test/broken.js', { document }).catch(
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(ScriptLoadError);
    expect((error as ScriptLoadError).code).toBe('script-load-failed');
    expect(scripts(document)).toHaveLength(0);
    await expect(loadScript('https://cdn.test/broken.js', { document })).rejects.toThrow(
      'Could not load script',
    );
  });
});

describe('whenIdle', () => {
  it('uses requestIdleCallback with a timeout, and can be cancelled', () => {
    const requestIdleCallback = vi.fn(() => 7);
    const cancelIdleCallback = vi.fn();
    const cancel = whenIdle(() => undefined, {
      window: { requestIdleCallback, cancelIdleCallback } as unknown as globalThis.Window,
    });
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 2000 });
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it('falls back to a timeout where requestIdleCallback is missing', () => {
    vi.useFakeTimers();
    const task = vi.fn();
    whenIdle(task, { window: { setTimeout, clearTimeout } as unknown as globalThis.Window });
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledOnce();
    vi.useRealTimers();
  });
});
