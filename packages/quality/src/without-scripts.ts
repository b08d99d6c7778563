/**
 * A page's document without its scripts, for the static server: the same markup, inline styles and pictures, so that
 * Lighthouse can tell what rendering the page costs a phone from what its JavaScript adds (issue 16). The inline
 * scripts go with the external ones (the flight data, the loader, the consent snippet), and so do script preloads.
 * Root-relative links point to `origin`, where the page came from; picture URLs are absolute already.
 */
export function withoutScripts(html: string, origin: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b(?=[^>]*\brel="(?:preload|modulepreload)")(?=[^>]*\bas="script")[^>]*>/gi, '')
    .replace(/\b(href|src)="\/(?!\/)/g, `$1="${origin}/`);
}
