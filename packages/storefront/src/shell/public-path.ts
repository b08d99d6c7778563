// Not a client module (shell-path.ts is one): the server's navigation data (data/shell.ts) uses it as well.

/** The public path of a content path under the locale's prefix (`/fr`, `/desktop`, `''`); links compare to it. */
export function publicPathOf(prefix: string, contentPath: string): string {
  const bare = prefix.replace(/\/+$/, '');
  if (contentPath === '/') return bare === '' ? '/' : bare;
  return `${bare}${contentPath}`;
}
