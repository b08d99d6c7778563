/**
 * Files every channel app serves as they are: icons and the share image from apps/<channel>/public (written by
 * `scripts/channel-icons.ts`) and the web app manifest (app/manifest.ts). The proxy lets them through untouched on
 * every country host: no locale redirect, no trailing-slash redirect, no 404 page rendered for a browser's icon probe.
 */
export const PUBLIC_FILE_PATHS: ReadonlySet<string> = new Set([
  '/favicon.ico',
  '/apple-touch-icon.png',
  '/apple-touch-icon-precomposed.png',
  '/icon-192.png',
  '/icon-512.png',
  '/og-image.png',
  '/manifest.webmanifest',
]);
