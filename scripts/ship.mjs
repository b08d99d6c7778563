#!/usr/bin/env node
// Builds one app into a folder that runs without the monorepo: `node scripts/ship.mjs <kartenliebe|wallart|shop-api> [--out <dir>]`
// (default dist/ship/<app>), then `cd <dir> && node server.js`, configured only by environment variables.
//
// Channel apps: Next's standalone output (traced from the repository root, so it keeps the apps/ packages/ node_modules
// layout) + .next/static + public/ + flags.yaml, and the project's own server (apps/<app>/server.ts: the `//` rule,
// security headers, /shop-api forward) bundled with esbuild over Next's generated server.js.
// Shop API: src/main.ts bundled with esbuild; sharp and PGlite (native binary, wasm) stay packages, copied with their
// dependencies into node_modules/; the drizzle migrations and the content space beside it. The seed is code and runs on start.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const apps = ['kartenliebe', 'wallart', 'shop-api'];
const nodeTarget = `node${readFileSync(path.join(root, '.nvmrc'), 'utf8').trim().split('.')[0]}`;

const args = process.argv.slice(2);
const app = args.find((arg) => !arg.startsWith('--') && args[args.indexOf(arg) - 1] !== '--out');
if (!apps.includes(app)) {
  console.error(`usage: npm run ship -- <${apps.join('|')}> [--out <dir>]`);
  process.exit(2);
}
const outIndex = args.indexOf('--out');
const out = path.resolve(outIndex >= 0 ? args[outIndex + 1] : path.join(root, 'dist/ship', app));
const appDir = path.join(root, 'apps', app);
const manifest = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8'));

const started = performance.now();
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
if (app === 'shop-api') await shipShopApi();
else await shipChannel();
writeFileSync(
  path.join(out, 'package.json'),
  `${JSON.stringify({ name: manifest.name, version: manifest.version, private: true, type: 'module', scripts: { start: 'node server.js' } }, null, 2)}\n`,
);
console.log(`ship: ${manifest.name} ${manifest.version} → ${path.relative(process.cwd(), out) || '.'} in ${((performance.now() - started) / 1000).toFixed(1)} s; start it with: cd ${out} && node server.js`);

async function shipChannel() {
  // turbo answers from its cache when nothing changed since the last build.
  // The workspace's own turbo, also when this script runs as plain `node scripts/ship.mjs`.
  const env = { ...process.env, PATH: `${path.join(root, 'node_modules/.bin')}${path.delimiter}${process.env.PATH ?? ''}` };
  const turbo = spawnSync('turbo', ['run', 'build', `--filter=${manifest.name}`, '--output-logs=errors-only'], { cwd: root, stdio: 'inherit', env });
  if (turbo.error) throw turbo.error;
  if (turbo.status !== 0) throw new Error(`ship: the build of ${manifest.name} failed`);
  const standalone = path.join(appDir, '.next/standalone');
  if (!existsSync(path.join(standalone, 'apps', app))) throw new Error(`ship: ${standalone} is missing: is output 'standalone' still set in packages/storefront/src/next-config.ts?`);
  // verbatimSymlinks: pnpm's links inside node_modules are relative and stay valid in the copy.
  cpSync(standalone, out, { recursive: true, verbatimSymlinks: true });
  const shippedApp = path.join(out, 'apps', app);
  cpSync(path.join(appDir, '.next/static'), path.join(shippedApp, '.next/static'), { recursive: true });
  if (existsSync(path.join(appDir, 'public'))) cpSync(path.join(appDir, 'public'), path.join(shippedApp, 'public'), { recursive: true });
  // The flag definitions of localhost mode, where app-env looks for them from the app folder (SPLIT_FEATURES_FILE overrides).
  cpSync(path.join(root, 'packages/flags/flags.yaml'), path.join(out, 'packages/flags/flags.yaml'));
  // Next resolves from the traced node_modules (apps/<app>/node_modules/next); everything else of ours is bundled.
  // `server-only` markers resolve as in Next's server layer (react-server: an empty module), as allow-server-only.ts does at run time.
  await bundle(path.join(appDir, 'server.ts'), path.join(shippedApp, 'server.js'), { external: ['next', 'next/*'], conditions: ['react-server'] });
  for (const source of ['server.ts', 'next.config.ts', 'proxy.ts', 'eslint.config.js', 'tsconfig.json', 'src', 'app']) rmSync(path.join(shippedApp, source), { recursive: true, force: true });
  writeFileSync(
    path.join(out, 'server.js'),
    [
      `// ${manifest.name}: runs the app from its folder, where Next and the flag definitions expect to be started.`,
      `import path from 'node:path';`,
      `process.env.NODE_ENV ??= 'production';`,
      `process.chdir(path.join(import.meta.dirname, 'apps', ${JSON.stringify(app)}));`,
      `await import('./apps/${app}/server.js');`,
      '',
    ].join('\n'),
  );
}

async function shipShopApi() {
  const external = ['sharp', '@electric-sql/pglite'];
  await bundle(path.join(appDir, 'src/main.ts'), path.join(out, 'server.js'), {
    // pino-pretty is the developer's terminal output, a development dependency: the shipped API logs JSON lines.
    external: [...external.flatMap((name) => [name, `${name}/*`]), 'pino-pretty'],
  });
  const copied = new Map();
  for (const name of external) copyPackage(name, appDir, path.join(out, 'node_modules'), copied);
  cpSync(path.join(appDir, 'drizzle'), path.join(out, 'drizzle'), { recursive: true });
  cpSync(path.join(root, 'content'), path.join(out, 'content'), { recursive: true, filter: (file) => !file.endsWith('README.md') });
}

/**
 * One ES module for Node 24 with our TypeScript and every dependency not named in `options.external` inside. CommonJS
 * dependencies (nodemailer and postgres in the shop API, compression in the channel server) call require() for Node's
 * built-ins, which an ES module has only through createRequire.
 */
async function bundle(entry, outfile, options) {
  const banner = { js: `import { createRequire as __shipCreateRequire } from 'node:module'; const require = __shipCreateRequire(import.meta.url);` };
  await build({ entryPoints: [entry], outfile, bundle: true, platform: 'node', format: 'esm', target: nodeTarget, logLevel: 'warning', banner, ...options });
}

/** Copies an installed package and its dependencies (optional ones when installed) flat into `target`, as npm would lay them out. */
function copyPackage(name, from, target, copied) {
  const source = findPackage(name, from);
  if (source === undefined) return false;
  const { version, dependencies = {}, optionalDependencies = {} } = JSON.parse(readFileSync(path.join(source, 'package.json'), 'utf8'));
  if (copied.has(name)) {
    if (copied.get(name) !== version) throw new Error(`ship: ${name} is needed in ${copied.get(name)} and ${version}; a flat node_modules cannot hold both`);
    return true;
  }
  copied.set(name, version);
  cpSync(source, path.join(target, name), { recursive: true, dereference: true });
  for (const dependency of Object.keys(dependencies)) {
    if (!copyPackage(dependency, source, target, copied)) throw new Error(`ship: ${name} needs ${dependency}, which is not installed`);
  }
  for (const dependency of Object.keys(optionalDependencies)) copyPackage(dependency, source, target, copied);
  return true;
}

/** Node's lookup: the nearest node_modules/<name> above `from`, as a real path (pnpm links into its store). */
function findPackage(name, from) {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return realpathSync(candidate);
    if (path.dirname(dir) === dir) return undefined;
  }
}
