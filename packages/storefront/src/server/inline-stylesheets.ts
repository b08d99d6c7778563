import { readFileSync } from 'node:fs';
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import path from 'node:path';

/**
 * At most this much CSS goes into one document; a page whose stylesheets are larger keeps its links (every document
 * would carry them, and a cached stylesheet is cheaper from the second page on). The shop's one stylesheet is ~26 KB.
 */
export const INLINE_STYLESHEETS_MAX_BYTES = 64 * 1024;

/** A stylesheet link as Next renders it in the head: a file of the build, with React's precedence marker. */
const stylesheetLink = /<link rel="stylesheet" href="(\/_next\/static\/[\w./-]+?\.css)" data-precedence="([\w-]+)"\/>/g;
const headEnd = Buffer.from('</head>');

/**
 * Puts the rules of the page's stylesheets into its document. Next links each CSS file of the build from the head, and
 * that request blocks the first paint: on a phone a round trip before anything shows, while the page's scripts arrive
 * and push the hero's paint back (issue 16). Each link becomes a `<style>` with the file's rules, followed by the link
 * itself, `disabled`: React's stylesheet resources look their link up by `href` when the page hydrates (without it
 * React would insert the link and load the file again), and a disabled link is neither loaded nor applied.
 * Next's own `experimental.inlineCss` inlines too, but sends the rules a second time in the flight data.
 *
 * `staticDir` is the build's `.next/static`; the files are read once (a build's files never change).
 */
export function createStylesheetInliner(options: { staticDir: string; maxBytes?: number }) {
  const { staticDir, maxBytes = INLINE_STYLESHEETS_MAX_BYTES } = options;
  const rules = new Map<string, string | undefined>();

  function rulesOf(href: string): string | undefined {
    if (!rules.has(href)) {
      const file = path.join(staticDir, href.slice('/_next/static/'.length));
      let css: string | undefined;
      try {
        css = file.startsWith(staticDir + path.sep) ? readFileSync(file, 'utf8') : undefined;
      } catch {
        css = undefined; // not a file of this build: the link stays
      }
      // `</style` inside the rules would end the element early; such a file keeps its link.
      rules.set(href, css !== undefined && !/<\/style/i.test(css) ? css : undefined);
    }
    return rules.get(href);
  }

  /** The document's head with its stylesheet links inlined, or unchanged when they would be too large. */
  function inlineHead(head: string): string {
    const links = [...head.matchAll(stylesheetLink)];
    const sheets = links.map(([, href]) => (href === undefined ? undefined : rulesOf(href)));
    if (sheets.reduce((sum, css) => sum + Buffer.byteLength(css ?? ''), 0) > maxBytes) return head;
    let at = 0;
    return head.replace(stylesheetLink, (link, href: string, precedence: string) => {
      const css = sheets[at++];
      if (css === undefined) return link;
      return `<style data-stylesheet="${href}">${css}</style><link rel="stylesheet" href="${href}" data-precedence="${precedence}" disabled=""/>`;
    });
  }

  /**
   * Wraps `res` so an HTML answer's head is inlined on its way out: the body is held until `</head>` has been written
   * (the first chunk of Next's stream holds the whole head), then the rest passes through as it comes. Installed after
   * the compression, so what it writes is compressed; the length of a rewritten answer is not known beforehand.
   */
  return function inlineStylesheets(res: ServerResponse): void {
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
    let isHtml: boolean | undefined;
    let held: Buffer[] | undefined = [];
    const afterFlush: (() => void)[] = [];

    const decide = (headers?: OutgoingHttpHeaders) => {
      if (isHtml !== undefined) return isHtml;
      isHtml = /^text\/html/i.test(String(headers?.['content-type'] ?? res.getHeader('content-type') ?? ''));
      if (isHtml) {
        res.removeHeader('content-length');
        if (headers) delete headers['content-length'];
      } else held = undefined;
      return isHtml;
    };
    const flush = (last: boolean) => {
      const body = Buffer.concat(held ?? []);
      held = undefined;
      const at = body.indexOf(headEnd);
      if (at < 0 && !last) return body; // cannot happen: flush is called once `</head>` is in or at the end
      const cut = at < 0 ? body.length : at;
      return Buffer.concat([Buffer.from(inlineHead(body.subarray(0, cut).toString('utf8'))), body.subarray(cut)]);
    };
    const toBuffer = (chunk: unknown, encoding: unknown) =>
      typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') : Buffer.from(chunk as Uint8Array);

    res.writeHead = ((statusCode: number, ...args: unknown[]) => {
      decide(args.find((arg): arg is OutgoingHttpHeaders => typeof arg === 'object' && arg !== null && !Array.isArray(arg)));
      return writeHead(statusCode, ...args);
    }) as ServerResponse['writeHead'];

    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      if (!decide() || held === undefined || chunk === undefined || chunk === null) return write(chunk, ...rest);
      held.push(toBuffer(chunk, rest[0]));
      const callback = rest.find((arg): arg is () => void => typeof arg === 'function');
      if (callback) afterFlush.push(callback);
      if (!Buffer.concat(held).includes(headEnd)) return true;
      const ok = write(flush(false));
      for (const done of afterFlush.splice(0)) queueMicrotask(done);
      return ok;
    }) as ServerResponse['write'];

    res.end = ((...args: unknown[]) => {
      if (!decide() || held === undefined) return end(...args);
      const [chunk] = args;
      if (typeof chunk !== 'function' && chunk !== undefined && chunk !== null) held.push(toBuffer(chunk, args[1]));
      const callback = args.find((arg): arg is () => void => typeof arg === 'function');
      const body = flush(true);
      for (const done of afterFlush.splice(0)) queueMicrotask(done);
      const rest = callback ? [callback] : [];
      return body.length === 0 ? end(...rest) : end(body, ...rest);
    }) as ServerResponse['end'];
  };
}
