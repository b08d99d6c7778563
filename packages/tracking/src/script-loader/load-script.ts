export type LoadScriptOptions = {
  /** The page's CSP nonce, when scripts need one. */
  nonce?: string;
  /** Extra attributes, e.g. `data-*` settings a vendor reads from its own script tag. */
  attributes?: Readonly<Record<string, string>>;
  document?: Document;
};

const pending = new WeakMap<Document, Map<string, Promise<HTMLScriptElement>>>();

/**
 * Injects a third-party script once per document (async, with nonce), resolving when it has loaded and
 * rejecting when it fails; a failed script is removed so a later call can try again.
 */
export function loadScript(src: string, options: LoadScriptOptions = {}): Promise<HTMLScriptElement> {
  const doc = options.document ?? document;
  let loads = pending.get(doc);
  if (!loads) {
    loads = new Map();
    pending.set(doc, loads);
  }
  const known = loads.get(src);
  if (known) return known;

  const script = doc.createElement('script');
  script.src = src;
  script.async = true;
  if (options.nonce) script.nonce = options.nonce;
  for (const [name, value] of Object.entries(options.attributes ?? {})) script.setAttribute(name, value);

  const load = new Promise<HTMLScriptElement>((resolve, reject) => {
    script.addEventListener('load', () => resolve(script), { once: true });
    script.addEventListener(
      'error',
      () => {
        loads.delete(src);
        script.remove();
        reject(new ScriptLoadError(src));
      },
      { once: true },
    );
  });
  loads.set(src, load);
  doc.head.append(script);
  return load;
}

/** A third-party script that could not be loaded (blocked, offline, 4xx/5xx). */
export class ScriptLoadError extends Error {
  readonly code = 'script-load-failed';
  readonly src: string;

  constructor(src: string) {
    super(`Could not load script ${src}`);
    this.name = 'ScriptLoadError';
    this.src = src;
  }
}

/** Runs `task` once the page is idle (after first paint), or after `timeoutMs` at the latest. */
export function whenIdle(
  task: () => void,
  {
    timeoutMs = 2000,
    window: win = globalThis.window as Window,
  }: { timeoutMs?: number; window?: Window } = {},
): () => void {
  if (typeof win.requestIdleCallback === 'function') {
    const handle = win.requestIdleCallback(task, { timeout: timeoutMs });
    return () => win.cancelIdleCallback(handle);
  }
  const handle = win.setTimeout(task, 1);
  return () => win.clearTimeout(handle);
}
