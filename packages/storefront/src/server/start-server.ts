import type { ChannelSettings } from '@shop/config/channel-settings';
import compression from 'compression';
import next from 'next';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import type { AppEnv } from './app-env.ts';
import { redirectForRepeatedSlashes } from './repeated-slashes.ts';
import { dropEarlierBuildsPages, envDigest } from './earlier-builds-pages.ts';
import { createNotFoundDocuments } from './not-found-documents.ts';
import { createPlaceholderInliner } from './inline-placeholders.ts';
import { createStylesheetInliner } from './inline-stylesheets.ts';
import { createPageCache } from './page-cache.ts';
import { rewriteDocument, type DocumentRewrite } from './rewrite-document.ts';
import { loadScriptsAfterFirstPicture } from './scripts-after-first-picture.ts';
import { createStaticBrotli } from './static-brotli.ts';
import { loadWarmUpPaths, warmUp } from './warm-up.ts';
import { startServerFlags } from '../flags/request-variant.ts';
import { appFlagOptions } from '../flags/server-logger.ts';
import { buildSecurityHeaders, isPreviewRequest, keepCookiesPrivate } from './security-headers.ts';
import { forwardToShopApi, isShopApiRequest } from './shop-api-forward.ts';
import { keepSingleValueHeadersSingle } from './single-value-headers.ts';
import { applyShopStatus } from './shop-status.ts';
import { createVisitorHost } from './visitor-host.ts';

/** Runs a built channel app: Next's own handler, after the one routing rule Next would answer first. */
export async function startChannelServer(options: { settings: ChannelSettings; dir: string; env: AppEnv }): Promise<void> {
  const { settings, dir, env } = options;
  serveBuiltConfig(dir);
  dropEarlierBuildsPages(dir, envDigest(env));
  const version = readAppVersion(dir);
  const app = next({ dev: false, dir, hostname: env.hostname, port: env.port });
  const handle = app.getRequestHandler();
  await app.prepare();
  const prepareAnswer = createAnswerPreparation({ settings, env, version });
  const pages = createPageCache();
  const placeholders = createPlaceholderInliner({ imageOrigin: env.shopApiUrl });
  const answerNext = createNextAnswer(dir, handle, placeholders.body);
  const serveStaticBrotli = createStaticBrotli({ staticDir: path.join(dir, '.next', 'static') });
  const listener = (req: IncomingMessage, res: ServerResponse) => {
    if (isShopApiRequest(req.url ?? '')) {
      forwardToShopApi(req, res, env.shopApiUrl);
      return;
    }
    if (!prepareAnswer(req, res) || serveStaticBrotli(req, res)) return;
    void pages.handle(req, res, proxyRequestUrl(req, env), () => answerNext(req, res));
  };
  // The flags SDK starts now, beside the warm-up (whose requests are a crawler's and evaluate no flags), so the first
  // visitor finds it ready instead of starting it (the proxy gets this SDK: one per process). The server does not wait
  // for it: a Split service out of reach would hold the start back for the SDK's ten seconds, and the proxy waits anyway.
  void startServerFlags(appFlagOptions(env.split));
  // The start page and the main navigation's pages are rendered before the server listens (warm-up.ts).
  const paths = await loadWarmUpPaths(settings, env).catch((error: unknown) => {
    console.warn(`${settings.name} renders no page before it listens: the navigation story could not be read (${String(error)})`);
    return [];
  });
  const warmed = await warmUp({ listener, host: `${loopbackHost(env.hostname)}:${env.port}`, paths });
  // The warmed pages' placeholders are read by now, so their first visitors get them inside the page.
  await placeholders.settled();
  if (warmed.length > 0) console.log(`${settings.name} rendered ${warmed.map(({ path, status, ms }) => `${path} ${status} ${ms} ms`).join(', ')}`);
  const server = createServer(listener);
  server.listen(env.port, env.hostname, () => {
    console.log(`${settings.name} ${version} ready on http://localhost:${env.port}`);
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => server.close(() => process.exit(0)));
  }
}

/**
 * The custom server's own work on a page request before Next handles it: security headers, the visitor's Host, the
 * response wrappers (private cookies, shop status, single-value headers, 404 documents) and the repeated-slash
 * redirect. Returns false when it answered the request itself. Its own function so the bench can time it per request.
 */
export function createAnswerPreparation(options: { settings: ChannelSettings; env: AppEnv; version: string }) {
  const { settings, env, version } = options;
  // Built once: the policy depends on the env only, so every page, cached or not, gets the same constant headers.
  const pageHeaders = Object.entries(buildSecurityHeaders(env, { preview: false, production: true }));
  const previewHeaders = Object.entries(buildSecurityHeaders(env, { preview: true, production: true }));
  const notFoundDocuments = createNotFoundDocuments({ origin: `http://${loopbackHost(env.hostname)}:${env.port}` });
  const keepVisitorHost = createVisitorHost();
  return function prepareAnswer(req: IncomingMessage, res: ServerResponse): boolean {
    keepVisitorHost(req);
    for (const [name, value] of isPreviewRequest(req.url ?? '') ? previewHeaders : pageHeaders) res.setHeader(name, value);
    res.setHeader('x-app-version', version);
    keepCookiesPrivate(res);
    applyShopStatus(res);
    const forwardedProto = req.headers['x-forwarded-proto'];
    const protocol = `${(Array.isArray(forwardedProto) ? forwardedProto[0] : forwardedProto) ?? 'http'}:`;
    const location = redirectForRepeatedSlashes(settings, { protocol, host: req.headers.host ?? `localhost:${env.port}`, url: req.url ?? '/' });
    if (location !== undefined) {
      res.writeHead(308, { location, 'cache-control': 'no-store' }).end();
      return false;
    }
    keepSingleValueHeadersSingle(res);
    notFoundDocuments(req, res);
    return true;
  };
}

/**
 * Next's answer, compressed here rather than by Next (`compress: false` in next-config.ts) so the HTML can be changed on
 * its way out: the stylesheets go into the document (inline-stylesheets.ts), its scripts after its first picture
 * (scripts-after-first-picture.ts) and the pictures' placeholders into it (inline-placeholders.ts), then the
 * compression, then the wrappers installed before (the page cache keeps the compressed answer, as it kept Next's).
 * Same `compression` middleware Next uses, in the release that also offers brotli and frees its stream when a visitor
 * leaves early.
 */
function createNextAnswer(dir: string, handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>, inlinePlaceholders: (piece: Buffer) => Buffer) {
  const compress = compression();
  const inlineStylesheets = createStylesheetInliner({ staticDir: path.join(dir, '.next', 'static') });
  const rewrite = (): DocumentRewrite => {
    const scripts = loadScriptsAfterFirstPicture();
    return {
      ...scripts,
      head: (head) => scripts.head(inlineStylesheets(head)),
      body: (piece) => {
        const inlined = inlinePlaceholders(piece);
        return scripts.body ? scripts.body(inlined) : inlined;
      },
    };
  };
  return (req: IncomingMessage, res: ServerResponse) =>
    compress(req as Parameters<typeof compress>[0], res as Parameters<typeof compress>[1], () => {
      rewriteDocument(res, rewrite);
      void handle(req, res);
    });
}

/**
 * Serves with the config the build resolved (`.next/required-server-files.json`), as Next's own standalone server.js
 * does: the shipped folder has no next.config.ts to load, and in the workspace it keeps Next from warning that
 * `output: 'standalone'` builds are not meant for `next start`. (`__NEXT_PRIVATE_STANDALONE_CONFIG` is the variable
 * that generated server.js sets; Next 16 reads it in loadConfig.)
 */
function serveBuiltConfig(dir: string): void {
  const { config } = JSON.parse(readFileSync(path.join(dir, '.next', 'required-server-files.json'), 'utf8')) as { config: unknown };
  // eslint-disable-next-line no-restricted-syntax -- written, not read: Next's loadConfig is the reader.
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config);
}

/** The app's version (its package.json, bumped by `pnpm changeset version`), sent as `X-App-Version` on every answer. */
function readAppVersion(dir: string): string {
  const { version } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version?: unknown };
  if (typeof version !== 'string' || version === '') throw new Error(`${dir}/package.json has no version`);
  return version;
}

/**
 * The absolute URL Next gives its proxy call for a request (next/dist/server/lib/router-utils/resolve-routes.js `initUrl`):
 * the server's own host and port, https when the socket or `X-Forwarded-Proto` says so.
 */
export function proxyRequestUrl(req: IncomingMessage, env: Pick<AppEnv, 'hostname' | 'port'>): string {
  const encrypted = (req.socket as { encrypted?: boolean } | undefined)?.encrypted === true;
  const forwarded = req.headers['x-forwarded-proto'];
  const protocol = encrypted || String(forwarded ?? '').includes('https') ? 'https' : 'http';
  const hostname = env.hostname || 'localhost';
  return `${protocol}://${hostname.includes(':') ? `[${hostname}]` : hostname}:${env.port}${req.url ?? '/'}`;
}

/** The host the server reaches itself on: loopback when it listens on every interface. */
function loopbackHost(hostname: string): string {
  return hostname === '' || hostname === '0.0.0.0' || hostname === '::' ? '127.0.0.1' : hostname;
}
