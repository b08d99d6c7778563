#!/usr/bin/env node
// Runs with whatever Node (20+) the machine has: provides the pinned Node 24 and pnpm inside .tools/,
// installs the workspace, then hands over to turbo. Usage: node scripts/bootstrap.mjs <start|test|bench|test:hostile|exec ...>
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const tools = join(root, '.tools');
const NODE_VERSION = readFileSync(join(root, '.nvmrc'), 'utf8').trim();
const PNPM_VERSION = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager.split('@')[1];

function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...options });
  if (result.status !== 0) {
    console.error(`bootstrap: '${cmd} ${args.join(' ')}' failed with exit ${result.status ?? result.signal}`);
    process.exit(result.status ?? 1);
  }
}

function ensureNode() {
  if (Number(process.versions.node.split('.')[0]) >= Number(NODE_VERSION.split('.')[0])) {
    return dirname(process.execPath);
  }
  const dir = join(tools, `node-${NODE_VERSION}`);
  const bin = join(dir, 'package', 'bin');
  if (!existsSync(join(bin, 'node'))) {
    // The npm registry ships official Node builds as node-<platform>-<arch> packages: no other host needed.
    const pkg = `node-${process.platform}-${process.arch}@${NODE_VERSION}`;
    console.log(`bootstrap: system Node ${process.version} is older than ${NODE_VERSION}; fetching ${pkg} from the npm registry`);
    mkdirSync(dir, { recursive: true });
    const packed = spawnSync('npm', ['pack', pkg, '--silent', '--pack-destination', dir], { cwd: root, encoding: 'utf8' });
    if (packed.status !== 0) {
      console.error(packed.stderr);
      process.exit(1);
    }
    run('tar', ['-xzf', join(dir, packed.stdout.trim().split('\n').pop()), '-C', dir]);
  }
  return bin;
}

function ensurePnpm(env) {
  const bin = join(tools, `pnpm-${PNPM_VERSION}`, 'node_modules', '.bin');
  if (!existsSync(join(bin, 'pnpm'))) {
    console.log(`bootstrap: installing pnpm ${PNPM_VERSION} into .tools/`);
    run('npm', ['install', '--silent', '--no-audit', '--no-fund', '--prefix', dirname(dirname(bin)), `pnpm@${PNPM_VERSION}`], { env });
  }
  return bin;
}

const nodeBin = ensureNode();
const env = { ...process.env, PATH: `${nodeBin}:${process.env.PATH}`, STORYBOOK_DISABLE_TELEMETRY: '1', NEXT_TELEMETRY_DISABLED: '1', TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' };
env.PATH = `${ensurePnpm(env)}:${env.PATH}`;

const [command = 'install', ...rest] = process.argv.slice(2);
run('pnpm', ['install', ...(process.env.CI ? ['--frozen-lockfile'] : []), '--reporter=append-only'], { env });
if (command === 'install') process.exit(0);

const child = command === 'exec' ? spawn(rest[0], rest.slice(1), { stdio: 'inherit', cwd: root, env }) : spawn('pnpm', ['run', `bootstrapped:${command}`, ...rest], { stdio: 'inherit', cwd: root, env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
