import { registerHooks } from 'node:module';

/**
 * Lets the channel's own Node server load modules marked `import 'server-only'`. Next resolves that marker to an empty
 * module in its server bundles and refuses it in browser bundles; plain Node knows neither and would take the package's
 * throwing default. This process is the server, so it resolves the marker the way Next's server layer does. Call it
 * before importing anything else (the entry then imports the rest dynamically: static imports resolve first).
 */
export function allowServerOnlyModules(): void {
  registerHooks({
    resolve(specifier, context, nextResolve) {
      if (specifier !== 'server-only') return nextResolve(specifier, context);
      return nextResolve(specifier, { ...context, conditions: [...context.conditions, 'react-server'] });
    },
  });
}
