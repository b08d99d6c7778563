import { getServerFlags } from '@shop/flags/server';
import { resolveVisitorKey } from '@shop/flags/visitor-key';
import { serverFlagsOptions, type FlagRuntimeOptions } from './request-variant.ts';

/** GET handler of the bootstrap route: the visitor's key, the rollout plan the browser SDK starts from and the service hosts. */
export function createFlagsBootstrapRoute(options: FlagRuntimeOptions & { clientKey?: string }) {
  return async function GET(request: Request): Promise<Response> {
    const visitor = resolveVisitorKey({
      cookies: request.headers.get('cookie'),
      cookieOptions: { secure: new URL(request.url).protocol === 'https:' },
    });
    const flags = getServerFlags(serverFlagsOptions(options));
    await flags.ready();
    const headers = new Headers({ 'content-type': 'application/json', 'cache-control': 'private, no-cache' });
    if (visitor.setCookie) headers.append('set-cookie', visitor.setCookie);
    // The browser SDK talks to the same service hosts as the server's (a Split proxy, or the tests' stand-in).
    const service = {
      ...(options.urls ? { urls: options.urls } : {}),
      ...(options.streamingEnabled === undefined ? {} : { streamingEnabled: options.streamingEnabled }),
    };
    return new Response(
      JSON.stringify({ ...flags.browserBootstrap(visitor.key, options.clientKey), ...service }),
      { headers },
    );
  };
}
