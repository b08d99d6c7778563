import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, stat, symlink } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { channels, type Channel } from './pages.ts';

/** The repository root, seen from this file. */
export const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** One port per channel app plus the shop API's. */
export type StackPorts = Record<Channel, number> & { api: number };

/** A process this package started; stop() ends exactly that process. */
export interface Service {
  name: string;
  child: ChildProcess;
  output: () => string;
  stop(): Promise<void>;
}

/**
 * The content secrets of every stack these suites start: the apps run with NODE_ENV=production, where the local defaults
 * are refused (issue 15), and the shop API must accept the same preview token the apps sign previews with.
 */
/**
 * scrypt's cost in the suites' shop APIs: 2^14 instead of OWASP's 2^17 (which the API insists on in production), so that
 * hundreds of log-ins stay within the suites' time on a shared 2-core machine.
 */
export const qualityHashLogN = '14';

export const qualityContentEnv = { CONTENT_PREVIEW_TOKEN: 'quality-preview-token', CONTENT_SPACE_ID: '424242', REVALIDATE_SECRET: 'quality-revalidate-secret' } as const;

/** Waits until `url` answers (any status below 500), polling at most `timeoutMs`. */
export async function waitFor(url: string, options: { timeoutMs?: number; host?: string; child?: ChildProcess } = {}): Promise<void> {
  const deadline = Date.now() + (options.timeoutMs ?? 120_000);
  let lastError = '';
  while (Date.now() < deadline) {
    if (options.child && (options.child.exitCode !== null || options.child.signalCode !== null)) throw new Error(`${url}: the process exited (${options.child.exitCode ?? options.child.signalCode})`);
    try {
      const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(5_000), headers: options.host ? { host: options.host } : {} });
      await response.arrayBuffer();
      if (response.status < 500) return;
      lastError = `status ${response.status}`;
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not come up within ${options.timeoutMs ?? 120_000} ms (${lastError})`);
}

/** Fails when something already listens on `port`: waiting for it would measure a stranger's server. */
export async function assertPortFree(port: number): Promise<void> {
  const inUse = await new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
  if (inUse) throw new Error(`port ${port} is already in use: stop what runs there (a previous run?) and start again`);
}

/** Starts `node <script>` in `cwd` with `env` (on top of this process's, unless `inheritEnv` is false), keeps its last output for error messages. */
export function startService(options: { name: string; cwd: string; args: string[]; env: Record<string, string>; inheritEnv?: boolean }): Service {
  // Typed as the process env: Next's types (loaded with the proxy by src/server-work.ts) make NODE_ENV a required key.
  const env: NodeJS.ProcessEnv = options.inheritEnv === false ? (options.env as NodeJS.ProcessEnv) : { ...process.env, ...options.env };
  const child = spawn(process.execPath, options.args, { cwd: options.cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-8_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    name: options.name,
    child,
    output: () => log,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Starts the shop API on a fresh data folder. */
export async function startShopApi(options: { port: number; env?: Record<string, string> }): Promise<Service & { dataDir: string }> {
  await assertPortFree(options.port);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'quality-shop-api-'));
  const service = startService({
    name: 'shop-api',
    cwd: path.join(repoRoot, 'apps/shop-api'),
    args: ['src/main.ts'],
    env: { API_PORT: String(options.port), DATA_DIR: dataDir, CONTENT_PREVIEW_TOKEN: qualityContentEnv.CONTENT_PREVIEW_TOKEN, REVALIDATE_SECRET: qualityContentEnv.REVALIDATE_SECRET, PASSWORD_HASH_LOG_N: qualityHashLogN, ...options.env },
  });
  try {
    await waitFor(`http://127.0.0.1:${options.port}/health`, { child: service.child });
  } catch (error) {
    await service.stop();
    throw new Error(`${(error as Error).message}\n${service.output()}`, { cause: error });
  }
  const stop = service.stop;
  return {
    ...service,
    dataDir,
    async stop() {
      await stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Copies a channel app's build (without .next/cache and the pages rendered since the build) to a temp folder and returns that folder: teammates rebuild the
 * apps at any time, and a build rewritten under a running server answers 500s that are not the shop's. The copy keeps
 * the app's node_modules as a link, so every import resolves as in the app. Retries while a build is in progress.
 * QUALITY_APP_SNAPSHOT=0 serves the app folder itself.
 */
export async function snapshotApp(channel: Channel): Promise<{ dir: string; remove: () => Promise<void> }> {
  const source = path.join(repoRoot, 'apps', channel);
  if (process.env.QUALITY_APP_SNAPSHOT === '0') return { dir: source, remove: async () => {} };
  const buildId = path.join(source, '.next/BUILD_ID');
  const deadline = Date.now() + 600_000;
  for (let attempt = 1; Date.now() < deadline; attempt++) {
    const before = await stat(buildId).then((info) => `${info.mtimeMs}:${info.size}`, () => undefined);
    if (before !== undefined) {
      const root = await mkdtemp(path.join(os.tmpdir(), `quality-${channel}-`));
      const dir = path.join(root, channel);
      // Pages other runs rendered (route-cache) hold those runs' API origins: each run starts with an empty cache.
      // The standalone output (`npm run ship`'s input) is a second copy of the server and its node_modules: not needed here.
      const skipped = [path.join(source, '.next/cache'), path.join(source, '.next/lock'), path.join(source, '.next/server/route-cache'), path.join(source, '.next/standalone')];
      try {
        await mkdir(dir);
        // public/ holds the icons and the share image: without it every page's icon probes got the rendered 404 page.
        for (const entry of ['package.json', 'server.ts', 'next.config.ts', 'proxy.ts', 'src', 'app', 'public']) await cp(path.join(source, entry), path.join(dir, entry), { recursive: true });
        await cp(path.join(source, '.next'), path.join(dir, '.next'), { recursive: true, filter: (file) => !skipped.some((skip) => file.startsWith(skip)) });
        await symlink(path.join(source, 'node_modules'), path.join(dir, 'node_modules'));
      } catch {
        // Files vanished under the copy: a build started meanwhile. Try again.
        await rm(root, { recursive: true, force: true });
        await new Promise((resolve) => setTimeout(resolve, 5_000));
        continue;
      }
      const after = await stat(buildId).then((info) => `${info.mtimeMs}:${info.size}`, () => undefined);
      const copied = await readFile(path.join(dir, '.next/BUILD_ID'), 'utf8').catch(() => undefined);
      if (after === before && copied !== undefined) return { dir, remove: () => rm(root, { recursive: true, force: true }) };
      await rm(root, { recursive: true, force: true });
    }
    if (attempt === 1) console.log(`${channel}: waiting for a finished build in apps/${channel}/.next`);
    await new Promise((resolve) => setTimeout(resolve, 5_000));
  }
  throw new Error(`apps/${channel}/.next: no finished build within 10 minutes`);
}

/**
 * Starts a built channel app (`node server.ts`, as `pnpm --filter @shop/<app> start` does). It keeps the default
 * HOSTNAME: bound to 127.0.0.1, Next takes the proxy's rewrites to `localhost:PORT` for a foreign origin and proxies them.
 */
export async function startChannelApp(options: { channel: Channel; ports: StackPorts; env?: Record<string, string> }): Promise<Service> {
  const { channel, ports } = options;
  await assertPortFree(ports[channel]);
  const snapshot = await snapshotApp(channel);
  const service = startService({
    name: channel,
    cwd: snapshot.dir,
    args: ['server.ts'],
    env: {
      // The app's default is relative to its folder in the repository.
      SPLIT_FEATURES_FILE: path.join(repoRoot, 'packages/flags/flags.yaml'),
      NODE_ENV: 'production',
      ...qualityContentEnv,
      KL_PORT: String(ports.kartenliebe),
      WA_PORT: String(ports.wallart),
      API_PORT: String(ports.api),
      SHOP_API_URL: `http://127.0.0.1:${ports.api}`,
      ...options.env,
    },
  });
  try {
    await waitFor(`http://127.0.0.1:${ports[channel]}/`, { host: `localhost:${ports[channel]}`, child: service.child });
  } catch (error) {
    await service.stop();
    await snapshot.remove();
    throw new Error(`${(error as Error).message}\n${service.output()}`, { cause: error });
  }
  const stop = service.stop;
  return {
    ...service,
    async stop() {
      await stop();
      await snapshot.remove();
    },
  };
}

/** Starts services together; if one fails, stops those that started, so no process outlives the run. */
export async function startAll(starters: (() => Promise<Service>)[]): Promise<Service[]> {
  const results = await Promise.allSettled(starters.map((start) => start()));
  const started = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failed) {
    await Promise.all(started.map((service) => service.stop()));
    throw failed.reason;
  }
  return started;
}

/** The shop API and both channel apps on the given ports; stop() ends the three processes. */
export async function startStack(options: { ports: StackPorts; appEnv?: Record<string, string>; apiEnv?: Record<string, string> }) {
  const origins = channels.map((channel) => `http://localhost:${options.ports[channel]}`).join(',');
  const api = await startShopApi({ port: options.ports.api, env: { ALLOWED_ORIGINS: origins, ...options.apiEnv } });
  let apps: Service[];
  try {
    apps = await startAll(channels.map((channel) => () => startChannelApp({ channel, ports: options.ports, env: options.appEnv })));
  } catch (error) {
    await api.stop();
    throw error;
  }
  return {
    api,
    apps,
    async stop() {
      await Promise.all([...apps, api].map((service) => service.stop()));
    },
  };
}
