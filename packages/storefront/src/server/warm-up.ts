import type { NavigationItem } from '@shop/api-client/content/shell';
import { homeLocale, type ChannelSettings } from '@shop/config/channel-settings';
import { createServer, request as httpRequest, type IncomingMessage, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AppEnv } from './app-env.ts';
import { readShellData } from '../data/shell.ts';

/** Marks the server's own warm-up requests in its request log. */
export const WARM_UP_USER_AGENT = 'shop-warm-up';

/** The most pages one start renders before it takes requests. */
const MOST_PAGES = 12;

export interface WarmUpResult {
  path: string;
  /** The answer's status, or the error that stopped the request. */
  status: number | string;
  ms: number;
}

/**
 * The pages a start renders before it answers: the start page and the main navigation's pages, each once, in the
 * navigation's order. Only paths on the shop's own origin: a navigation item may point to another site.
 */
export function selectWarmUpPaths(mainNavigationItems: readonly Pick<NavigationItem, 'url'>[], most = MOST_PAGES): string[] {
  const paths = ['/'];
  for (const { url } of mainNavigationItems) {
    if (!url.startsWith('/') || url.startsWith('//')) continue;
    const path = url.split(/[?#]/)[0] ?? url;
    if (!paths.includes(path)) paths.push(path);
  }
  return paths.slice(0, most);
}

/**
 * The warm-up paths of the home locale, from its navigation story. The shop may start beside the shop API (`npm
 * start` starts both at once), so a failed read is tried again every `retryMs` for up to `waitMs`; after that the
 * last error is thrown and the server renders nothing before it listens.
 */
export async function loadWarmUpPaths(
  settings: ChannelSettings,
  env: Pick<AppEnv, 'shopApiUrl'>,
  options: { waitMs?: number; retryMs?: number; loadNavigation?: () => Promise<readonly Pick<NavigationItem, 'url'>[]> } = {},
): Promise<string[]> {
  const { waitMs = 30_000, retryMs = 1_000, loadNavigation = async () => (await readShellData(settings, env, homeLocale(settings), 'web')).mainNavigationItems } = options;
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      return selectWarmUpPaths(await loadNavigation());
    } catch (error) {
      if (Date.now() + retryMs > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, retryMs));
    }
  }
}

/**
 * Renders pages through the server's own request handler before the server listens (issue 16). After a deploy the
 * page cache is empty and the server's code has never run: the first visitors of the start page and the main
 * categories would each wait for a first render, and the first renders of any page are the slowest (the modules load,
 * the JIT compiler has seen none of the code). Run on a loopback port of its own, with the Host the visitors' requests
 * resolve to the home country by; one page after another, each bounded by `timeoutMs`, all by `deadlineMs`. A page
 * that fails is reported, not retried: the server starts either way.
 */
export async function warmUp(options: { listener: RequestListener; host: string; paths: readonly string[]; timeoutMs?: number; deadlineMs?: number }): Promise<WarmUpResult[]> {
  const { listener, host, paths, timeoutMs = 10_000, deadlineMs = 30_000 } = options;
  const server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const deadline = Date.now() + deadlineMs;
  const results: WarmUpResult[] = [];
  try {
    for (const path of paths) {
      const left = deadline - Date.now();
      if (left <= 0) break;
      const started = performance.now();
      const status = await get({ port, host, path, timeoutMs: Math.min(timeoutMs, left) }).catch((error: unknown) => (error instanceof Error ? error.message : String(error)));
      results.push({ path, status, ms: Math.round(performance.now() - started) });
    }
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
  return results;
}

function get(options: { port: number; host: string; path: string; timeoutMs: number }): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      { host: '127.0.0.1', port: options.port, path: options.path, method: 'GET', headers: { host: options.host, 'user-agent': WARM_UP_USER_AGENT, accept: 'text/html', 'accept-encoding': 'br, gzip', connection: 'close' }, timeout: options.timeoutMs },
      (response: IncomingMessage) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`timed out after ${options.timeoutMs} ms`)));
    outgoing.on('error', reject);
    outgoing.end();
  });
}
