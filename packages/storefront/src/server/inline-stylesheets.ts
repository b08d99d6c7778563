import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * At most this much CSS goes into one document; a page whose stylesheets are larger keeps its links (every document
 * would carry them, and a cached stylesheet is cheaper from the second page on). The shop's one stylesheet is ~26 KB.
 */
export const INLINE_STYLESHEETS_MAX_BYTES = 64 * 1024;

/** A stylesheet link as Next renders it in the head: a file of the build, with React's precedence marker. */
const stylesheetLink = /<link rel="stylesheet" href="(\/_next\/static\/[\w./-]+?\.css)" data-precedence="([\w-]+)"\/>/g;

/**
 * Puts the rules of the page's stylesheets into its document. Next links each CSS file of the build from the head, and
 * that request blocks the first paint: on a phone a round trip before anything shows, while the page's scripts arrive
 * and push the hero's paint back (issue 16). Each link becomes a `<style>` with the file's rules, followed by the link
 * itself, `disabled`: React's stylesheet resources look their link up by `href` when the page hydrates (without it
 * React would insert the link and load the file again), and a disabled link is neither loaded nor applied.
 * Next's own `experimental.inlineCss` inlines too, but sends the rules a second time in the flight data.
 *
 * Returns the head's rewrite, for rewriteDocument (rewrite-document.ts), which applies it to each HTML answer on its
 * way out. `staticDir` is the build's `.next/static`; the files are read once (a build's files never change).
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

  return inlineHead;
}
