import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { readBody, serviceFlag } from '@shop/flags/testing/fake-split-service';
import { build } from 'esbuild';
import type { TrackingConfigInput } from '../../src/config/tracking-config.ts';

/** A request that reached the test server. */
export type RecordedRequest = { method: string; path: string; search: URLSearchParams; body: unknown };

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Where the global setup leaves the bundled test page, so each worker does not bundle it again. */
export const bundlePath = fileURLToPath(
  new URL('../../node_modules/.cache/tracking-browser-test/page.js', import.meta.url),
);

/** The test page's script: the package's modules, React and the flag client, bundled for the browser. */
export async function bundlePage(): Promise<string> {
  const result = await build({
    entryPoints: [here('./page-entry.tsx')],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    minify: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    // The banner's stylesheet goes into the page's head, as the app's build puts it into the document.
    loader: { '.css': 'empty' },
    logLevel: 'error',
  });
  return result.outputFiles[0]!.text;
}

async function readBundle(): Promise<string> {
  try {
    return await readFile(bundlePath, 'utf8');
  } catch {
    return bundlePage();
  }
}

// One rollout flag (the flag package's fake service builds it), so the flag client has something to evaluate and
// impressions to (not) send.
const testFlag = serviceFlag('tracking-test-flag');

/** The integration settings the page runs with; `provider` switches the built-in banner for a consent provider. */
export function pageConfig(origin: string, { provider = false } = {}): TrackingConfigInput {
  return {
    tagManager: { id: 'GTM-TEST1', origin },
    recorder: { scriptUrl: `${origin}/stand-ins/recorder.js`, globalName: 'rec' },
    logging: { scriptUrl: `${origin}/stand-ins/logging.js`, sampleRate: 1, rumSampleRate: 1 },
    messenger: { scriptUrl: `${origin}/stand-ins/chat.js`, globalName: 'Chat' },
    ...(provider
      ? {
          consent: {
            scriptUrl: `${origin}/stand-ins/consent-notice.js`,
            targetType: 'domain',
            target: 'shop.test',
            country: 'DE',
            region: 'BY',
          },
        }
      : {}),
  };
}

const bannerStylesheet = readFileSync(fileURLToPath(new URL('../../src/consent/consent-banner.css', import.meta.url)), 'utf8');

function pageHtml(origin: string, provider: boolean): string {
  const settings = { config: pageConfig(origin, { provider }), splitUrl: `${origin}/split/api` };
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Tracking test page</title>
<script>window.testSettings = ${JSON.stringify(settings)};</script>
<style>${bannerStylesheet}</style>
<script type="module" src="/page.js"></script>
</head>
<body><div id="root"></div></body>
</html>`;
}

/**
 * The loopback server the browser test starts for itself: the test page, the bundled modules, the
 * stand-ins for the third-party scripts, a flag service, and collectors that record what the
 * stand-ins report. Like the storefront proxy, it turns `tracking=0` / `logging=0` into visit cookies.
 */
export async function startTestServer() {
  const [script, standIns] = await Promise.all([
    readBundle(),
    Promise.all(
      ['tag-manager', 'recorder', 'logging', 'consent-notice', 'chat'].map(
        async (name) => [name, await readFile(here(`./stand-ins/${name}.js`), 'utf8')] as const,
      ),
    ).then((entries) => new Map(entries)),
  ]);
  const requests: RecordedRequest[] = [];
  let origin = '';

  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', origin);
    const body = await readBody(request);
    requests.push({ method: request.method ?? 'GET', path: url.pathname, search: url.searchParams, body });
    const send = (
      status: number,
      type: string,
      text: string,
      headers: Record<string, string | string[]> = {},
    ) => {
      response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', ...headers });
      response.end(text);
    };

    if (url.pathname === '/page') {
      const cookies: string[] = [];
      for (const [name, cookie] of [
        ['tracking', 'shop-tracking-disabled'],
        ['logging', 'shop-logging-disabled'],
      ] as const) {
        if (!url.searchParams.has(name)) continue;
        cookies.push(
          url.searchParams.get(name) === '0'
            ? `${cookie}=1; Path=/; SameSite=Lax`
            : `${cookie}=; Path=/; SameSite=Lax; Max-Age=0`,
        );
      }
      send(
        200,
        'text/html; charset=utf-8',
        pageHtml(origin, url.searchParams.get('provider') === '1'),
        cookies.length ? { 'set-cookie': cookies } : {},
      );
      return;
    }
    if (url.pathname === '/page.js') return send(200, 'text/javascript', script);
    if (url.pathname === '/gtm.js') return send(200, 'text/javascript', standIns.get('tag-manager')!);
    const standIn = /^\/stand-ins\/([a-z-]+)\.js$/.exec(url.pathname)?.[1];
    if (standIn && standIns.has(standIn)) return send(200, 'text/javascript', standIns.get(standIn)!);
    if (url.pathname.startsWith('/collect/')) return send(204, 'text/plain', '');
    if (url.pathname === '/split/api/splitChanges') {
      const since = Number(url.searchParams.get('since') ?? -1);
      const ff = since >= 1000 ? { d: [], s: since, t: since } : { d: [testFlag], s: since, t: 1000 };
      return send(200, 'application/json', JSON.stringify({ ff, rbs: { d: [], s: -1, t: -1 } }));
    }
    if (url.pathname.startsWith('/split/api/memberships/')) {
      return send(200, 'application/json', JSON.stringify({ ms: { k: [] }, ls: { k: [] } }));
    }
    if (url.pathname.startsWith('/split/')) return send(200, 'application/json', '{}');
    send(404, 'text/plain', 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    requests,
    /** What a stand-in reported to its collector, flattened in arrival order. */
    collected: (name: 'tag-manager' | 'recorder' | 'rum' | 'chat') =>
      requests
        .filter((request) => request.path === `/collect/${name}`)
        .flatMap((request) => request.body as unknown[]),
    /** Requests of the flag client that carry impressions, impression counts, unique keys or events. */
    flagTrackingRequests: () =>
      requests.filter((request) => /^\/split\/api\/(testImpressions|events|v1\/keys)\b/.test(request.path)),
    clear: () => requests.splice(0),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;
