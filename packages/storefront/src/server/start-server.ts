import type { ChannelSettings } from '@shop/config/channel-settings';
import next from 'next';
import { createServer } from 'node:http';
import type { AppEnv } from './app-env.ts';
import { redirectForRepeatedSlashes } from './repeated-slashes.ts';
import { buildSecurityHeaders, isPreviewRequest, keepCookiesPrivate } from './security-headers.ts';
import { forwardToShopApi, isShopApiRequest } from './shop-api-forward.ts';
import { keepSingleValueHeadersSingle } from './single-value-headers.ts';

/** Runs a built channel app: Next's own handler, after the one routing rule Next would answer first. */
export async function startChannelServer(options: { settings: ChannelSettings; dir: string; env: AppEnv }): Promise<void> {
  const { settings, dir, env } = options;
  const app = next({ dev: false, dir, hostname: env.hostname, port: env.port });
  const handle = app.getRequestHandler();
  await app.prepare();
  // Built once: the policy depends on the env only, so every page, cached or not, gets the same constant headers.
  const pageHeaders = Object.entries(buildSecurityHeaders(env, { preview: false, production: true }));
  const previewHeaders = Object.entries(buildSecurityHeaders(env, { preview: true, production: true }));
  const server = createServer((req, res) => {
    if (isShopApiRequest(req.url ?? '')) {
      forwardToShopApi(req, res, env.shopApiUrl);
      return;
    }
    for (const [name, value] of isPreviewRequest(req.url ?? '') ? previewHeaders : pageHeaders) res.setHeader(name, value);
    keepCookiesPrivate(res);
    const forwardedProto = req.headers['x-forwarded-proto'];
    const protocol = `${(Array.isArray(forwardedProto) ? forwardedProto[0] : forwardedProto) ?? 'http'}:`;
    const location = redirectForRepeatedSlashes(settings, { protocol, host: req.headers.host ?? `localhost:${env.port}`, url: req.url ?? '/' });
    if (location !== undefined) {
      res.writeHead(308, { location, 'cache-control': 'no-store' }).end();
      return;
    }
    keepSingleValueHeadersSingle(res);
    void handle(req, res);
  });
  server.listen(env.port, env.hostname, () => {
    console.log(`${settings.name} ready on http://localhost:${env.port}`);
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => server.close(() => process.exit(0)));
  }
}
