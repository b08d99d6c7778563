/**
 * The links of a list as the server hands them to a client island (issue 16). Everything a client island receives is in
 * the page twice, as HTML and as flight data, and a list's links mostly differ in a few query values: a card design
 * tile links to `/configurator-card?themeId=500&designId=5000&quantity=50&envelopeSku=envelope-standard&…&locale=de-DE
 * &platform=web`, 150 bytes of which each tile has its own 15. So the list names once what all its links share, and
 * each link only its own parts.
 *
 * A link's parts are its path and then each query parameter as written (`key=value`, nothing decoded or re-encoded),
 * so that a link comes back byte for byte. Links of different shapes (another path's parameters, or none) share nothing
 * and travel whole.
 */
export interface PackedLinks {
  /** The parts all links agree on; `null` where each link has its own. */
  shared: readonly (string | null)[];
  /** Each link's own parts, in order. */
  own: readonly (readonly string[])[];
}

function partsOf(href: string): string[] {
  const query = href.indexOf('?');
  return query === -1 ? [href] : [href.slice(0, query), ...href.slice(query + 1).split('&')];
}

const keyOf = (parameter: string) => parameter.split('=', 1)[0];

/** The shape of a link: how many parts, and the name of each parameter (values aside). */
const shapeOf = (parts: readonly string[]) => [parts.length, ...parts.slice(1).map(keyOf)].join('&');

/** Packs the links of one list (the inverse is `unpackLink`). */
export function packLinks(hrefs: readonly string[]): PackedLinks {
  const parts = hrefs.map(partsOf);
  const first = parts[0];
  if (!first || parts.some((link) => shapeOf(link) !== shapeOf(first))) {
    return { shared: [null], own: hrefs.map((href) => [href]) };
  }
  const shared = first.map((part, index) => (parts.every((link) => link[index] === part) ? part : null));
  return { shared, own: parts.map((link) => link.filter((_, index) => shared[index] === null)) };
}

/** The link at `index` of a packed list, as it was written. */
export function unpackLink(links: PackedLinks, index: number): string {
  const own = links.own[index] ?? [];
  let next = 0;
  const [path = '', ...parameters] = links.shared.map((part) => part ?? own[next++] ?? '');
  return links.shared.length === 1 ? path : `${path}?${parameters.join('&')}`;
}
