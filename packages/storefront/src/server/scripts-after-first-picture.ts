import { FIRST_PICTURE_TIMING } from '@shop/ui/image/image-url';
import type { DocumentRewrite } from './rewrite-document.ts';

/** The latest moment (after the head is parsed) the page's scripts start loading when no paint was reported before. */
export const PAGE_SCRIPTS_AT_THE_LATEST_MS = 3000;

/** A script of the build as Next puts it in the head: `async`, from `/_next/static/chunks/`. */
const headScript = /<script src="(\/_next\/static\/chunks\/[\w.-]+\.js)" async=""><\/script>/g;
/** The preload of the page's entry script, whose tag Next writes into the body later on. */
const entryPreload = /<link rel="preload" as="script" fetchPriority="low" href="(\/_next\/static\/chunks\/[\w.-]+\.js)"\/>/g;
/** The first picture's preload (the hero's, teaser.tsx): the page waits for that picture rather than the first paint. */
const firstPicturePreload = /<link rel="preload" as="image" fetchPriority="high"/;

/**
 * Loads the page's scripts after its first picture is painted. Next starts every first-load script from the head (and
 * the entry from the body): on a phone they arrive and run before the hero is painted, so the largest paint waits
 * for them (Lighthouse's simulation counts every request that ends, and every script that starts, before it). This
 * takes the build's `async` scripts out of the document and puts a few lines at the end of the head in their place,
 * which add the same scripts, in the same order, once the browser reports the first picture painted (Element Timing
 * `first-picture`, the hero's) or, on a page without one, its first contentful paint; at the latest
 * `PAGE_SCRIPTS_AT_THE_LATEST_MS` after the head, and at once when the visitor taps, clicks or types before (a slow
 * picture must not keep the menu they reach for waiting longer). The page is the server's HTML until then, as for a
 * visitor without JavaScript: links work, controls that need the scripts wait for them. Other scripts (inline ones,
 * `noModule`) stay.
 *
 * One rewrite per document (rewrite-document.ts): the head names the entry script in its preload, the body's tag of
 * that script is removed as it passes, even when it is split between two pieces of the stream.
 */
export function loadScriptsAfterFirstPicture(): DocumentRewrite {
  let entries: Buffer[] = [];
  let carry = Buffer.alloc(0);

  return {
    head(head) {
      const scripts = [...head.matchAll(headScript)].map(([, src]) => src as string);
      const entrySources = [...head.matchAll(entryPreload)].map(([, src]) => src as string);
      if (scripts.length === 0 && entrySources.length === 0) return head;
      entries = entrySources.map((src) => Buffer.from(`<script src="${src}" async=""></script>`));
      const sources = [...scripts, ...entrySources.filter((src) => !scripts.includes(src))];
      return `${head.replace(headScript, '').replace(entryPreload, '')}<script>${scriptLoader(sources, firstPicturePreload.test(head))}</script>`;
    },
    body(piece) {
      if (entries.length === 0) return piece;
      let text = Buffer.concat([carry, piece]);
      carry = Buffer.alloc(0);
      for (const tag of entries) {
        const at = text.indexOf(tag);
        if (at < 0) continue;
        text = Buffer.concat([text.subarray(0, at), text.subarray(at + tag.length)]);
        entries = entries.filter((entry) => entry !== tag);
      }
      // A tag's beginning at the end of this piece waits for the next one, where its end is.
      const held = heldBack(text, entries);
      carry = text.subarray(text.length - held);
      return text.subarray(0, text.length - held);
    },
    end() {
      const rest = carry;
      carry = Buffer.alloc(0);
      return rest;
    },
  };
}

/** How many bytes at the end of `text` begin one of `tags` (and so may be a tag split across pieces). */
function heldBack(text: Buffer, tags: Buffer[]): number {
  const lt = '<'.charCodeAt(0);
  for (let at = Math.max(0, text.length - Math.max(0, ...tags.map((tag) => tag.length - 1))); at < text.length; at++) {
    if (text[at] !== lt) continue;
    const tail = text.subarray(at);
    if (tags.some((tag) => tag.subarray(0, tail.length).equals(tail))) return tail.length;
  }
  return 0;
}

/**
 * The build scripts a document's inline loader adds (`scriptLoader` below), in the order it adds them: the chunks, then
 * Turbopack's runtime. Empty for a document without the loader. For checks that count a page's first-load scripts.
 */
export function loaderSources(html: string): string[] {
  const loader = /<script>\(\(\)=>\{const srcs=(\[[^\]]*\]);const last=("[^"]*"|null);/.exec(html);
  if (!loader) return [];
  const last = JSON.parse(loader[2]!) as string | null;
  return [...(JSON.parse(loader[1]!) as string[]), ...(last ? [last] : [])];
}

/** True for Turbopack's runtime chunk: it runs the page's entry once every chunk the entry names has registered. */
export function isTurbopackRuntime(src: string): boolean {
  return /\/turbopack-[\w-]+\.js$/.test(src);
}

/**
 * The inline script that adds `sources` once the first picture (or the first paint) is reported, or at the latest.
 * Turbopack's runtime comes last: it is preloaded with the others and added once each of them has loaded (or failed),
 * so the page's entry runs in a task of its own. When the runtime arrives first, the entry runs in the task of the
 * last chunk to arrive, after the main thread has finished that chunk's compile (React and Next's client: 30-60 ms
 * unthrottled in Lighthouse's traces, the page's longest task, issue 16).
 */
function scriptLoader(sources: string[], waitForPicture: boolean): string {
  // A browser without Element Timing (Firefox, Safari) waits for the first paint; one without either loads at once.
  const waits = JSON.stringify([...(waitForPicture ? [['element', FIRST_PICTURE_TIMING]] : []), ['paint', 'first-contentful-paint']]);
  const runtime = sources.find(isTurbopackRuntime) ?? null;
  const chunks = sources.filter((src) => src !== runtime);
  return (
    `(()=>{const srcs=${JSON.stringify(chunks)};const last=${JSON.stringify(runtime)};const early=['pointerdown','keydown'];let done=false;let observer;` +
    `const add=(src)=>{const script=document.createElement('script');script.src=src;script.async=true;document.head.appendChild(script);return script};` +
    `const load=()=>{if(done)return;done=true;observer&&observer.disconnect();for(const type of early)removeEventListener(type,load,true);` +
    `if(last){const link=document.createElement('link');link.rel='preload';link.as='script';link.href=last;document.head.appendChild(link)}` +
    `let waiting=srcs.length;const settled=()=>{if(--waiting===0&&last)add(last)};` +
    `for(const src of srcs){const script=add(src);script.onload=script.onerror=settled}if(!srcs.length&&last)add(last)};` +
    `for(const type of early)addEventListener(type,load,true);` +
    `try{const wait=${waits}.find(([type])=>PerformanceObserver.supportedEntryTypes.includes(type));if(!wait)return load();` +
    `observer=new PerformanceObserver((list)=>{if(list.getEntries().some((entry)=>(entry.identifier||entry.name)===wait[1]))load()});` +
    `observer.observe({type:wait[0],buffered:true})}catch{return load()}` +
    `setTimeout(load,${PAGE_SCRIPTS_AT_THE_LATEST_MS})})()`
  );
}
