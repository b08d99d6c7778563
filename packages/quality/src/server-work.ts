import type { ChannelSettings } from '@shop/config/channel-settings';
import { createProxy } from '@shop/storefront/routing/proxy';
import { createAnswerPreparation } from '@shop/storefront/server/start-server';
import type { AppEnv } from '@shop/storefront/server/app-env';
import { NextRequest } from 'next/server';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import path from 'node:path';
import { median } from './median.ts';

/** A browser's user agent (the proxy evaluates its flags) and a returning visitor's key. */
export const browserUserAgent = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
export const visitorCookie = 'splitIoUserKey=0b5e2c1a-9d3f-4e7a-8c21-6f0d4b9a7e35';

/** The visitors the per-request figures are taken for. */
export const visitors = {
  crawler: {},
  'browser visitor': { 'user-agent': browserUserAgent, cookie: visitorCookie },
  'first visit': { 'user-agent': browserUserAgent },
} as const satisfies Record<string, Record<string, string>>;
export type VisitorKind = keyof typeof visitors;

export interface WorkFigure {
  channel: string;
  work: 'proxy' | 'custom server';
  visitor: VisitorKind;
  path: string;
  /** Microseconds per request, median of the rounds. */
  microseconds: number;
  iterations: number;
}

/** Median µs per call of `run` over `rounds` rounds of `iterations` calls each, after a warm-up round. */
async function perCall(run: () => unknown, iterations: number, rounds = 5): Promise<number> {
  const round = async () => {
    const started = performance.now();
    for (let index = 0; index < iterations; index++) await run();
    return ((performance.now() - started) * 1000) / iterations;
  };
  await round();
  const figures: number[] = [];
  for (let index = 0; index < rounds; index++) figures.push(await round());
  return median(figures);
}

/**
 * The proxy's per-request work (routing, story-redirect lookup, flag evaluation, designer check, the rewrite) and the
 * custom server's header work, timed in this process without Next around them: what each costs a request, apart from
 * Next's own routing and the page's bytes. The proxy reads the story-redirect table from the shop API at `shopApiUrl`.
 */
export async function measureServerWork(options: { settings: ChannelSettings; shopApiUrl: string; port: number; path: string; iterations?: number }): Promise<WorkFigure[]> {
  const { settings, shopApiUrl, port, path: pagePath, iterations = 2_000 } = options;
  const quiet = { error: () => {}, info: () => {}, warn: () => {} };
  const featuresFile = path.resolve(import.meta.dirname, '../../flags/flags.yaml');
  const proxy = createProxy(settings, { flags: { featuresFile, logger: quiet }, shopApiUrl });
  const env = { hostname: '127.0.0.1', port, shopApiUrl, content: { bridgeUrl: 'https://app.storyblok.com/f/storyblok-v2-latest.js' }, split: {} } as unknown as AppEnv;
  const prepareAnswer = createAnswerPreparation({ settings, env, version: '0.0.0' });
  const host = `localhost:${port}`;
  const url = `http://${host}${pagePath}`;
  // The first request waits for the story-redirect table: the figures are those of the steady state after it.
  await proxy(new NextRequest(url, { headers: { host } }));
  const figures: WorkFigure[] = [];
  const body = Buffer.alloc(50_000, 'x');
  for (const [visitor, headers] of Object.entries(visitors) as [VisitorKind, Record<string, string>][]) {
    const proxyMicroseconds = await perCall(() => proxy(new NextRequest(url, { headers: { host, ...headers } })), iterations);
    figures.push({ channel: settings.id, work: 'proxy', visitor, path: pagePath, microseconds: proxyMicroseconds, iterations });
    // What Next does with every answer (headers, head, body), with and without the custom server's work before it.
    const answer = (prepare: boolean) => {
      const req = new IncomingMessage(new Socket());
      req.method = 'GET';
      req.url = pagePath;
      req.headers = { host, ...headers };
      const res = new ServerResponse(req);
      if (prepare && !prepareAnswer(req, res)) throw new Error(`${pagePath}: the custom server answered it itself`);
      res.setHeader('cache-control', 's-maxage=60, stale-while-revalidate=31535940');
      if (visitor === 'first visit') res.appendHeader('set-cookie', 'splitIoUserKey=k; Path=/');
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length });
      res.end(body);
    };
    const plain = await perCall(() => answer(false), iterations);
    const prepared = await perCall(() => answer(true), iterations);
    figures.push({ channel: settings.id, work: 'custom server', visitor, path: pagePath, microseconds: Math.max(0, prepared - plain), iterations });
  }
  return figures;
}
