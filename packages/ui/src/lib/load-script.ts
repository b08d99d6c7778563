const pending = new Map<string, Promise<void>>();

/** Loads a third-party script once per page (async, on demand); a failed load may be retried. */
export function loadScriptOnce(src: string): Promise<void> {
  const existing = pending.get(src);
  if (existing) return existing;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      pending.delete(src);
      script.remove();
      reject(new Error(`script failed to load: ${src}`));
    };
    document.head.append(script);
  });
  pending.set(src, promise);
  return promise;
}
