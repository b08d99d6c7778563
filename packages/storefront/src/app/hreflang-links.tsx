'use client';

/**
 * The page's hreflang alternates as `<link rel="alternate">` elements, which React places in the document's head (in
 * the server HTML as well). A client island on purpose: rendered by a server component (or Next's metadata), each of
 * the 18 links is a whole element in the page's flight data, about 100 bytes; handed down as one locale → URL map they
 * are 40 (issue 16). Same links, same head.
 */
export function HreflangLinks({ alternates }: { alternates: Readonly<Record<string, string>> }) {
  return Object.entries(alternates).map(([hrefLang, href]) => <link key={hrefLang} rel="alternate" hrefLang={hrefLang} href={href} />);
}
