/**
 * The not-found boundary of the top layer, above the root layout (`[locale]/[platform]/layout.tsx`). Shoppers do not
 * reach it: the root layout never calls `notFound()`, a page's `notFound()` lands in `[locale]/[platform]/not-found.tsx`,
 * and every 404 document is the server-rendered 404 page (storefront `server/not-found-documents.ts`). Only Next's own
 * paths (a missing `/_next/static` file) show it. Without this file Next puts its built-in 404 markup with inline
 * styles here, and with it into the flight data of every page (1.2 KB; issue 16).
 */
export default function TopLevelNotFound() {
  return <h1>404</h1>;
}
