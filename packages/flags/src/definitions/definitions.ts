import 'server-only';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseFlagDefinitions, type FlagDefinitions } from './parse-definitions.ts';

export * from './parse-definitions.ts';

/**
 * Absolute path of the repository's `flags.yaml`, the Node SDK's localhost `features` file.
 * Resolved from this source file, so it holds when the package runs unbundled (tests, shop API);
 * a bundled app passes the path from its env instead.
 */
export const defaultFeaturesFile = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'flags.yaml');

/** Reads and parses a localhost YAML file (default: the repository's `flags.yaml`). */
export function loadFlagDefinitions(file: string = defaultFeaturesFile): FlagDefinitions {
  // A path chosen at run time (SPLIT_FEATURES_FILE): without the ignore marker Next's file tracing would copy the whole
  // app folder into the standalone output; `npm run ship` copies flags.yaml itself.
  return parseFlagDefinitions(readFileSync(/*turbopackIgnore: true*/ file, 'utf8'));
}

