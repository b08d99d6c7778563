import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_WINDOW_MS,
  claimChunkReload,
  installChunkReloadGuard,
  isChunkLoadError,
} from './chunk-reload-guard.ts';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('claimChunkReload', () => {
  it.each([
    ['first failure on the path', [], '/fotokalender', 50_000, true],
    ['again after 9 999 ms', [['/fotokalender', 40_001]], '/fotokalender', 50_000, false],
    ['again after exactly 10 s', [['/fotokalender', 40_000]], '/fotokalender', 50_000, true],
    ['another path within 10 s', [['/fotokalender', 45_000]], '/wandbilder', 50_000, true],
  ] as const)('%s → %s', (_case, previous, path, now, expected) => {
    const storage = memoryStorage();
    for (const [p, at] of previous) claimChunkReload({ path: p, now: at, storage });
    expect(claimChunkReload({ path, now, storage })).toBe(expected);
  });

  it('never reloads when the storage throws', () => {
    const storage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => undefined,
    };
    expect(claimChunkReload({ path: '/', now: 1, storage })).toBe(false);
  });

  it('uses a 10 s window', () => {
    expect(CHUNK_RELOAD_WINDOW_MS).toBe(10_000);
  });
});

describe('isChunkLoadError', () => {
  it.each([
    [Object.assign(new Error('Loading chunk 123 failed.'), { name: 'ChunkLoadError' }), true],
    [new TypeError('Failed to fetch dynamically imported module: https://x/_next/a.js'), true],
    [new Error('Loading chunk app/page failed.'), true],
    [new Error('Cannot read properties of undefined'), false],
    ['Loading chunk 1 failed', false],
  ])('%s → %s', (error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected);
  });
});

describe('installChunkReloadGuard', () => {
  it('reloads once for repeated chunk errors on the same path within 10 s', () => {
    const reload = vi.fn();
    const target = Object.assign(new EventTarget(), {
      location: { pathname: '/fotobuch', reload },
      sessionStorage,
    }) as unknown as Window;
    vi.spyOn(Date, 'now').mockReturnValue(100_000);
    const uninstall = installChunkReloadGuard(target);
    const chunkError = Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' });
    target.dispatchEvent(Object.assign(new Event('error'), { error: chunkError }));
    target.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: chunkError }));
    target.dispatchEvent(Object.assign(new Event('error'), { error: new Error('other') }));
    expect(reload).toHaveBeenCalledTimes(1);
    uninstall();
  });
});
