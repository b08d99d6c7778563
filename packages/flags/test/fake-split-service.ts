import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the SDK sent to the stand-in service. */
export type RecordedRequest = {
  method: string;
  path: string;
  body: unknown;
  /** The `Origin` header: set by a browser (every POST, every CORS request), absent from the Node SDK. */
  origin?: string;
};

/** A flag definition in the service's wire format (only the fields the tests set). */
export type ServiceFlag = Record<string, unknown> & { name: string };

/**
 * A loopback stand-in for the Split service (sdk, events, auth and telemetry hosts): serves the
 * given definitions and records every request, so tests see exactly what would leave the browser.
 */
export async function startFakeSplitService(
  flags: ServiceFlag[],
  changeNumber = 1000,
  options: { port?: number } = {},
) {
  const requests: RecordedRequest[] = [];
  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    // The browser SDK under happy-dom is subject to CORS like in a real browser.
    response.setHeader('access-control-allow-origin', '*');
    response.setHeader('access-control-allow-headers', '*');
    response.setHeader('access-control-allow-methods', 'GET, POST');
    if (request.method === 'OPTIONS') {
      response.statusCode = 204;
      response.end();
      return;
    }
    const body = await readBody(request);
    const origin = request.headers.origin;
    requests.push({
      method: request.method ?? 'GET',
      path: url.pathname,
      body,
      ...(origin ? { origin } : {}),
    });
    response.setHeader('content-type', 'application/json');
    if (url.pathname === '/api/splitChanges') {
      const since = Number(url.searchParams.get('since') ?? -1);
      const ff =
        since >= changeNumber ? { d: [], s: since, t: since } : { d: flags, s: since, t: changeNumber };
      response.end(JSON.stringify({ ff, rbs: { d: [], s: -1, t: -1 } }));
      return;
    }
    if (url.pathname.startsWith('/api/memberships/')) {
      response.end(JSON.stringify({ ms: { k: [] }, ls: { k: [] } }));
      return;
    }
    if (url.pathname.startsWith('/api/segmentChanges/')) {
      const since = Number(url.searchParams.get('since') ?? -1);
      response.end(
        JSON.stringify({
          name: url.pathname.split('/').pop(),
          added: [],
          removed: [],
          since,
          till: Math.max(since, 1),
        }),
      );
      return;
    }
    response.end('{}');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  return {
    urls: { sdk: base, events: base, auth: base, telemetry: base },
    requests,
    /** Requests that carry impressions, impression counts, unique keys or events. */
    trackingRequests: () =>
      requests.filter((request) => /\/(testImpressions|events|v1\/keys)\b/.test(request.path)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A request's body: parsed JSON, the text where it is not JSON, undefined when empty (test servers share it). */
export function readBody(request: IncomingMessage): Promise<unknown> {
  return new Promise((resolve) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (text += chunk));
    request.on('end', () => {
      try {
        resolve(text ? JSON.parse(text) : undefined);
      } catch {
        resolve(text);
      }
    });
  });
}

/** A rollout flag in the service's format: `partitions` share 100 % of the keys in the allocation. */
export function serviceFlag(
  name: string,
  overrides: Partial<ServiceFlag> & { partitions?: Array<{ treatment: string; size: number }> } = {},
): ServiceFlag {
  const { partitions = [{ treatment: 'on', size: 100 }], ...rest } = overrides;
  return {
    name,
    trafficTypeName: 'user',
    seed: 1_314_112_417,
    trafficAllocation: 100,
    trafficAllocationSeed: -1_364_119_282,
    status: 'ACTIVE',
    killed: false,
    defaultTreatment: 'off',
    changeNumber: 1000,
    algo: 2,
    configurations: {},
    conditions: [
      {
        conditionType: 'ROLLOUT',
        matcherGroup: {
          combiner: 'AND',
          matchers: [
            { keySelector: { trafficType: 'user', attribute: null }, matcherType: 'ALL_KEYS', negate: false },
          ],
        },
        partitions,
        label: 'default rule',
      },
    ],
    ...rest,
  };
}
