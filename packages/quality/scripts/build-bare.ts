// Builds the bare Next.js fixture (bare-next/) with the workspace's Next and React. `--fresh` always rebuilds (the
// bench builds it in the same run); without it an existing build of the same Next version is reused.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { bareDir, bareStatsPath } from '../src/js-weight.ts';

const require = createRequire(import.meta.url);
const nextPackage = require.resolve('next/package.json');
const nextVersion = (JSON.parse(readFileSync(nextPackage, 'utf8')) as { version: string }).version;
const reactVersion = (JSON.parse(readFileSync(require.resolve('react/package.json'), 'utf8')) as { version: string }).version;
const stamp = path.join(bareDir, '.next', 'quality-stamp.json');
const wanted = JSON.stringify({ next: nextVersion, react: reactVersion });

if (!process.argv.includes('--fresh') && existsSync(bareStatsPath) && existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted) {
  console.log(`bare Next.js fixture: reusing the build for next ${nextVersion}, react ${reactVersion}`);
} else {
  const started = Date.now();
  execFileSync(process.execPath, [path.join(path.dirname(nextPackage), 'dist/bin/next'), 'build', bareDir], { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }, timeout: 300_000 });
  writeFileSync(stamp, wanted);
  console.log(`bare Next.js fixture: built with next ${nextVersion}, react ${reactVersion} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
