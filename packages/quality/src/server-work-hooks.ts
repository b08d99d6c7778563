import { allowServerOnlyModules } from '@shop/storefront/server/allow-server-only';
import { registerHooks } from 'node:module';

/**
 * Lets this process load the channel apps' proxy and custom server as Next's server bundle does: `server-only` resolves
 * to its empty server module, and `next/server` (a bundler path; Next has no exports map) to its file. Call it before
 * importing src/server-work.ts (dynamically: static imports resolve first).
 */
export function allowProxyModules(): void {
  allowServerOnlyModules();
  registerHooks({
    resolve(specifier, context, nextResolve) {
      return nextResolve(specifier === 'next/server' ? 'next/server.js' : specifier, context);
    },
  });
}
