import { getServerFlags } from '@shop/flags/server';
import { resolveVisitorKey } from '@shop/flags/visitor-key';
import type { FlagRuntimeOptions } from './request-variant.ts';

/** GET handler of the bootstrap route: the visitor's key and the rollout plan the browser SDK starts from. */
export function createFlagsBootstrapRoute(options: FlagRuntimeOptions & { clientKey?: string }) {
  return async function GET(request: Request): Promise<Response> {
    const visitor = resolveVisitorKey({ cookies: request.headers.get('cookie'), cookieOptions: { secure: new URL(request.url).protocol === 'https:' } });
    const flags = getServerFlags({ authorizationKey: options.serverKey, featuresFile: options.featuresFile, logger: options.logger });
    await flags.ready();
    const headers = new Headers({ 'content-type': 'application/json', 'cache-control': 'private, no-store' });
    if (visitor.setCookie) headers.append('set-cookie', visitor.setCookie);
    return new Response(JSON.stringify(flags.browserBootstrap(visitor.key, options.clientKey)), { headers });
  };
}
