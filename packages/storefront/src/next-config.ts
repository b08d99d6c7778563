import type { ChannelSettings } from '@shop/config/channel-settings';
import type { NextConfig } from 'next';
import path from 'node:path';
import { addCompileHints } from './build/compile-hints.ts';

/** The repository root: file tracing starts here, so the standalone output keeps the monorepo's layout (apps/, packages/, node_modules/). */
const repoRoot = path.resolve(import.meta.dirname, '../../..');

const polyfillModule = path.join(import.meta.dirname, 'build', 'polyfill-module.ts');

/** The Next.js config every channel app shares; the channel's settings decide what differs. */
export function createNextConfig(settings: ChannelSettings): NextConfig {
  return {
    reactStrictMode: true,
    poweredByHeader: false,
    // The channel server compresses (server/start-server.ts), after it has put the stylesheets into the HTML.
    compress: false,
    // `npm run ship` turns this into a folder that runs without the workspace (scripts/ship.mjs); `next start` and
    // start-server.ts in the workspace serve the same build.
    output: 'standalone',
    outputFileTracingRoot: repoRoot,
    // The proxy owns trailing slashes and URL normalisation: one redirect, never a chain.
    trailingSlash: settings.features.trailingSlash,
    skipTrailingSlashRedirect: true,
    skipProxyUrlNormalize: true,
    transpilePackages: ['@shop/api-client', '@shop/config', '@shop/contract', '@shop/domain', '@shop/flags', '@shop/i18n', '@shop/storefront', '@shop/tracking', '@shop/ui'],
    env: { NEXT_PUBLIC_CHANNEL: settings.id },
    compiler: {
      // Every script compiles while it downloads, off the main thread (issue 16, build/compile-hints.ts).
      runAfterProductionCompile: async ({ distDir }) => {
        await addCompileHints(path.join(distDir, 'static', 'chunks'));
      },
    },
    experimental: {
      // Few scripts per page (issue 16): Turbopack's default split gave a page fourteen first-load scripts (the bare
      // Next page five), nine of them Next's own, and on a phone every script is a request, a compile and an evaluation
      // on the main thread; one script per chunk group gave eight. The group of React and Next's client (431 KB) stays
      // in three scripts (no merge above 200 KB): the main thread finishes each one's compile in a task of its own, and
      // Lighthouse's simulated blocking time of the scripts' tasks drops 104 -> 64 ms (median, wallart / and
      // /wandbilder, 12 runs each way) for two requests and 1.5 KiB more than one script for the group.
      turbopackChunking: { minChunkSize: 1_000_000, maxChunkCountPerGroup: 1, maxMergeChunkSize: 200_000 },
    },
    turbopack: {
      resolveAlias: {
        // Modern JavaScript only (issue 16): Next's client polyfills, for every browser, what the shop's browserslist
        // has natively; build/polyfill-module.ts keeps the one a supported browser lacks.
        '../build/polyfills/polyfill-module': { browser: `./${path.relative(process.cwd(), polyfillModule)}` },
      },
    },
  };
}
