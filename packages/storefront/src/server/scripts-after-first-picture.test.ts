import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it } from 'vitest';
import { rewriteDocument } from './rewrite-document.ts';
import { loaderSources, loadScriptsAfterFirstPicture, PAGE_SCRIPTS_AT_THE_LATEST_MS } from './scripts-after-first-picture.ts';

// A document as Next 16 writes it: the build's scripts in the head (turbopack-b.js is Turbopack's runtime), the entry's
// low-priority preload there too and its tag in the body, after the page's markup; the legacy polyfills as a `noModule`
// script.
const HERO_PRELOAD = '<link rel="preload" as="image" fetchPriority="high" imageSrcSet="/images/hero.jpg?w=640 640w" imageSizes="100vw"/>';
const ENTRY_PRELOAD = '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/entry-1.js"/>';
const SCRIPTS = ['framework-a.js', 'turbopack-b.js', 'layout-c.js'].map((file) => `<script src="/_next/static/chunks/${file}" async=""></script>`).join('');
const POLYFILLS = '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>';
const ENTRY = '<script src="/_next/static/chunks/entry-1.js" async=""></script>';
const BODY_START = '<body><main><h1>Karten</h1></main><script id="_R_">self.TURBOPACK=[]</script>';
const BODY_END = '<script>self.__next_f.push([1,"flight"])</script></body></html>';
const document = (head: string) => `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${head}</head>${BODY_START}${ENTRY}${BODY_END}`;

let server: Server | undefined;
afterEach(async () => {
  await new Promise((done) => (server ? server.close(done) : done(undefined)));
  server = undefined;
});

async function serve(answer: (res: ServerResponse) => void) {
  server = createServer((_req, res) => {
    rewriteDocument(res, loadScriptsAfterFirstPicture);
    res.setHeader('content-type', 'text/html; charset=utf-8');
    answer(res);
  });
  await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
  return new Promise<string>((done, fail) => {
    request(`http://127.0.0.1:${(server!.address() as AddressInfo).port}/`, (res: IncomingMessage) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => done(body));
    })
      .on('error', fail)
      .end();
  });
}

/** The inline loader of a rewritten document. */
const loaderOf = (html: string) => /<script>(\(\(\)=>\{const srcs=.*?)<\/script><\/head>/.exec(html)?.[1];

/** A script or link element as the loader sets it up. */
type Element = { src?: string; async?: boolean; rel?: string; as?: string; href?: string; onload?: () => void; onerror?: () => void };

/** Runs a loader in a page of its own: which scripts it added and preloaded, and the hooks that make the browser report. */
function runLoader(loader: string, supported: string[]) {
  const added: string[] = [];
  const preloaded: string[] = [];
  const scripts: Element[] = [];
  let report: ((entries: { identifier?: string; name: string }[]) => void) | undefined;
  let observed: { type: string; buffered: boolean } | undefined;
  let timer: (() => void) | undefined;
  let timeout: number | undefined;
  const listeners = new Map<string, () => void>();
  class PerformanceObserver {
    static supportedEntryTypes = supported;
    constructor(callback: (list: { getEntries: () => { identifier?: string; name: string }[] }) => void) {
      report = (entries) => callback({ getEntries: () => entries });
    }
    observe(options: { type: string; buffered: boolean }) {
      observed = options;
    }
    disconnect() {
      report = undefined;
    }
  }
  const page = {
    PerformanceObserver,
    addEventListener: (type: string, listener: () => void, capture: boolean) => capture && listeners.set(type, listener),
    removeEventListener: (type: string, listener: () => void) => listeners.get(type) === listener && listeners.delete(type),
    setTimeout: (callback: () => void, ms: number) => {
      timer = callback;
      timeout = ms;
    },
    document: {
      createElement: (tag: string): Element => (tag === 'link' ? { rel: '', as: '', href: '' } : { src: '', async: false }),
      head: {
        appendChild: (element: Element) => {
          if (element.href !== undefined) return preloaded.push(`${element.rel} ${element.as} ${element.href}`);
          scripts.push(element);
          return added.push(`${element.src}${element.async ? ' async' : ''}`);
        },
      },
    },
  };
  runInNewContext(loader, page);
  return {
    added,
    preloaded,
    /** The browser finished a script the loader added: loaded or failed. */
    settle: (file: string, outcome: 'load' | 'error') => {
      const script = scripts.find((element) => element.src === `/_next/static/chunks/${file}`);
      (outcome === 'load' ? script?.onload : script?.onerror)?.();
    },
    observed: () => observed,
    report: (entries: { identifier?: string; name: string }[]) => report?.(entries),
    timeout,
    fire: () => timer?.(),
    listening: () => [...listeners.keys()],
    dispatch: (type: string) => listeners.get(type)?.(),
  };
}

/** What a loader adds at once: the document's chunks and its entry, everything but Turbopack's runtime. */
const AT_ONCE = ['framework-a.js', 'layout-c.js', 'entry-1.js'].map((file) => `/_next/static/chunks/${file} async`);

describe('loadScriptsAfterFirstPicture', () => {
  it("takes the build's scripts out of the document and loads them, in order, once the hero is painted", async () => {
    const html = await serve((res) => res.end(document(`${HERO_PRELOAD}${ENTRY_PRELOAD}${SCRIPTS}${POLYFILLS}`)));
    expect(html).not.toContain('async=""');
    expect(html).not.toContain(ENTRY_PRELOAD);
    // What needs no rewrite stays: the hero's preload, the polyfills browsers with modules skip, the inline scripts.
    expect(html).toContain(HERO_PRELOAD + POLYFILLS);
    expect(html).toContain(`</head>${BODY_START}${BODY_END}`);

    const page = runLoader(loaderOf(html) ?? '', ['element', 'paint', 'largest-contentful-paint']);
    expect(page.observed()).toEqual({ type: 'element', buffered: true });
    page.report([{ name: 'first-contentful-paint' }, { identifier: 'logo', name: 'image-paint' }]);
    expect(page.added).toEqual([]);
    page.report([{ identifier: 'first-picture', name: 'image-paint' }]);
    expect(page.added).toEqual(AT_ONCE);
    // Turbopack's runtime downloads beside them and runs once each of them has loaded or failed: the page's entry then
    // runs in the runtime's task, not in the task that compiles the last chunk to arrive.
    expect(page.preloaded).toEqual(['preload script /_next/static/chunks/turbopack-b.js']);
    page.settle('framework-a.js', 'load');
    page.settle('entry-1.js', 'error');
    expect(page.added).toEqual(AT_ONCE);
    page.settle('layout-c.js', 'load');
    const sources = [...AT_ONCE, '/_next/static/chunks/turbopack-b.js async'];
    expect(page.added).toEqual(sources);
    // Once: neither a later report, the latest-moment timer nor a late load event adds them again.
    page.fire();
    page.report([{ identifier: 'first-picture', name: 'image-paint' }]);
    page.settle('layout-c.js', 'load');
    expect(page.added).toEqual(sources);
    expect(page.preloaded).toHaveLength(1);
  });

  it('adds the scripts at once, in order, when the document has no Turbopack runtime, and the runtime alone when it is all', async () => {
    const withoutRuntime = runLoader(loaderOf(await serve((res) => res.end(document(`${ENTRY_PRELOAD}${SCRIPTS.replace('turbopack-b.js', 'webpack-b.js')}`)))) ?? '', []);
    expect(withoutRuntime.added).toEqual(['framework-a.js', 'webpack-b.js', 'layout-c.js', 'entry-1.js'].map((file) => `/_next/static/chunks/${file} async`));
    expect(withoutRuntime.preloaded).toEqual([]);
    await new Promise((done) => server!.close(done));
    server = undefined;

    const runtimeOnly = runLoader(loaderOf(await serve((res) => res.end(document('<script src="/_next/static/chunks/turbopack-b.js" async=""></script>').replace(ENTRY, '')))) ?? '', []);
    expect(runtimeOnly.added).toEqual(['/_next/static/chunks/turbopack-b.js async']);
  });

  it('waits for the first paint on a page without a hero, or in a browser without Element Timing', async () => {
    const withoutHero = runLoader(loaderOf(await serve((res) => res.end(document(`${ENTRY_PRELOAD}${SCRIPTS}`)))) ?? '', ['element', 'paint']);
    expect(withoutHero.observed()).toEqual({ type: 'paint', buffered: true });
    withoutHero.report([{ name: 'first-paint' }]);
    expect(withoutHero.added).toHaveLength(0);
    withoutHero.report([{ name: 'first-contentful-paint' }]);
    expect(withoutHero.added).toEqual(AT_ONCE);

    const safari = runLoader(loaderOf(await serve((res) => res.end(document(`${HERO_PRELOAD}${ENTRY_PRELOAD}${SCRIPTS}`)))) ?? '', ['paint']);
    expect(safari.observed()).toEqual({ type: 'paint', buffered: true });
    safari.report([{ name: 'first-contentful-paint' }]);
    expect(safari.added).toEqual(AT_ONCE);

    // Neither: the scripts load at once, as Next would have had them.
    const old = runLoader(loaderOf(await serve((res) => res.end(document(`${ENTRY_PRELOAD}${SCRIPTS}`)))) ?? '', []);
    expect(old.added).toEqual(AT_ONCE);
  });

  it(`loads them ${PAGE_SCRIPTS_AT_THE_LATEST_MS} ms after the head at the latest, when no paint is reported (a picture that failed)`, async () => {
    const page = runLoader(loaderOf(await serve((res) => res.end(document(`${HERO_PRELOAD}${ENTRY_PRELOAD}${SCRIPTS}`)))) ?? '', ['element', 'paint']);
    expect(page.timeout).toBe(PAGE_SCRIPTS_AT_THE_LATEST_MS);
    expect(page.added).toHaveLength(0);
    page.fire();
    expect(page.added).toEqual(AT_ONCE);
  });

  it('loads them at once when the visitor taps or types before the picture is painted, and stops listening', async () => {
    for (const type of ['pointerdown', 'keydown']) {
      const page = runLoader(loaderOf(await serve((res) => res.end(document(`${HERO_PRELOAD}${ENTRY_PRELOAD}${SCRIPTS}`)))) ?? '', ['element', 'paint']);
      expect(page.listening()).toEqual(['pointerdown', 'keydown']);
      page.dispatch('scroll');
      expect(page.added).toHaveLength(0);
      page.dispatch(type);
      expect(page.added).toEqual(AT_ONCE);
      expect(page.listening()).toEqual([]);
      page.report([{ identifier: 'first-picture', name: 'image-paint' }]);
      expect(page.added).toEqual(AT_ONCE);
      await new Promise((done) => server!.close(done));
      server = undefined;
    }
  });

  it("removes the entry's tag from a streamed body even when the stream splits it, and loses nothing else", async () => {
    const full = document(`${HERO_PRELOAD}${ENTRY_PRELOAD}${SCRIPTS}`);
    const at = full.indexOf(ENTRY);
    for (const cut of [at + 1, at + 20, at + ENTRY.length - 1]) {
      const html = await serve((res) => {
        res.write(full.slice(0, at - 10));
        res.write(full.slice(at - 10, cut));
        res.end(full.slice(cut));
      });
      expect(html).toContain(`</head>${BODY_START}${BODY_END}`);
      await new Promise((done) => server!.close(done));
      server = undefined;
    }
    // A body that ends with what looks like the tag's beginning keeps it.
    const html = await serve((res) => {
      res.write(`<!DOCTYPE html><html><head>${ENTRY_PRELOAD}${SCRIPTS}</head><body><p>`);
      res.end('a < b, <script src="/_next/');
    });
    expect(html.endsWith('<body><p>a < b, <script src="/_next/')).toBe(true);
  });

  it('names the scripts its loader adds, the runtime last, for checks that count first-load scripts', async () => {
    const html = await serve((res) => res.end(document(`${HERO_PRELOAD}${ENTRY_PRELOAD}${SCRIPTS}${POLYFILLS}`)));
    expect(loaderSources(html)).toEqual(['framework-a.js', 'layout-c.js', 'entry-1.js', 'turbopack-b.js'].map((file) => `/_next/static/chunks/${file}`));
    await new Promise((done) => server!.close(done));
    server = undefined;
    const webpack = await serve((res) => res.end(document(`${ENTRY_PRELOAD}${SCRIPTS.replace('turbopack-b.js', 'webpack-b.js')}`)));
    expect(loaderSources(webpack)).toEqual(['framework-a.js', 'webpack-b.js', 'layout-c.js', 'entry-1.js'].map((file) => `/_next/static/chunks/${file}`));
    expect(loaderSources('<!DOCTYPE html><html><head></head><body></body></html>')).toEqual([]);
  });

  it('leaves a document without build scripts as it is: a fragment, an empty answer', async () => {
    const plain = '<!DOCTYPE html><html><head><title>404</title></head><body><h1>Nicht gefunden</h1></body></html>';
    expect(await serve((res) => res.end(plain))).toBe(plain);
    expect(await serve((res) => res.end('<p>Nur ein Teil</p>'))).toBe('<p>Nur ein Teil</p>');
    expect(await serve((res) => res.end())).toBe('');
  });
});
