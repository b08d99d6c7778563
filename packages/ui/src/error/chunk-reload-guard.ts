/** A failed chunk load reloads the page at most once per path within this window (spec points 2 and 9). */
export const CHUNK_RELOAD_WINDOW_MS = 10_000;

const storageKey = (path: string) => `chunk-reload:${path}`;

/** Is this error a failed script-chunk load (webpack, Turbopack, Vite wording)? */
export function isChunkLoadError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  return (
    typeof message === 'string' &&
    /Loading chunk [\w/.-]+ failed|Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
      message,
    )
  );
}

export interface ChunkReloadOptions {
  path: string;
  now: number;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
}

/**
 * Decides and records a reload: true when the path was not reloaded for a chunk error in the last 10 s. A storage
 * that throws (private mode, quota) means no reload, so a broken storage can never cause a reload loop.
 */
export function claimChunkReload({ path, now, storage }: ChunkReloadOptions): boolean {
  try {
    const last = Number(storage.getItem(storageKey(path)));
    if (Number.isFinite(last) && last > 0 && now - last < CHUNK_RELOAD_WINDOW_MS) return false;
    storage.setItem(storageKey(path), String(now));
    return true;
  } catch {
    return false;
  }
}

/** Reloads the page after a chunk-load failure, once per path per 10 s; returns the function that uninstalls it. */
export function installChunkReloadGuard(target: Window = window): () => void {
  const handle = (error: unknown) => {
    if (!isChunkLoadError(error)) return;
    if (claimChunkReload({ path: target.location.pathname, now: Date.now(), storage: target.sessionStorage }))
      target.location.reload();
  };
  const onError = (event: ErrorEvent) => handle(event.error);
  const onRejection = (event: PromiseRejectionEvent) => handle(event.reason);
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
