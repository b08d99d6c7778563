'use client';

/** A footer column for the wire: its headline ('' for none) and its links as [text, href]. */
export type PackedFooterColumn = [headline: string, links: [text: string, href: string][]];

/**
 * The footer's columns of links, a client island fed with the packed columns (`SiteFooter` packs them on the server):
 * as server-rendered markup each link was some 80 bytes of every page's flight data besides its text and address
 * (issue 16). Index keys and no class names below the columns: a list that never re-orders, and the CSS reaches them
 * through the structure.
 */
export function FooterColumns({ columns }: { columns: PackedFooterColumn[] }) {
  return (
    <div className="site-footer__columns">
      {columns.map(([headline, links], index) => (
        <nav key={index} aria-label={headline || undefined}>
          {headline && <h2>{headline}</h2>}
          <ul>
            {links.map(([text, href], linkIndex) => (
              <li key={linkIndex}>
                <a href={href}>{text}</a>
              </li>
            ))}
          </ul>
        </nav>
      ))}
    </div>
  );
}
