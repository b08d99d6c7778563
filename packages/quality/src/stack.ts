import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Channel } from './pages.ts';

/** The repository root, seen from this file. */
export const repoRoot = path.resolve(import.meta.dirname, '../../..');

export interface StackPorts {
  kartenliebe: number;
  wallart: number;
  api: number;
}

/** A process this package started; stop() ends exactly that process. */
export interface Service {
  name: string;
  child: ChildProcess;
  output: () => string;
  stop(): Promise<void>;
}

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

/** Starts `node <script>` in `cwd` with `env`, keeps its last output for error messages. */
export function startService(options: { name: string; cwd: string; args: string[]; env: Record<string, string> }): Service {
  const child = spawn(process.execPath, options.args, { cwd: options.cwd, env: { ...process.env, ...options.env }, stdio: ['ignore', 'pipe', 'pipe'] });
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
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'quality-shop-api-'));
  const service = startService({
    name: 'shop-api',
    cwd: path.join(repoRoot, 'apps/shop-api'),
    args: ['src/main.ts'],
    env: { API_PORT: String(options.port), DATA_DIR: dataDir, ...options.env },
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
 * Starts a built channel app (`node server.ts`, as `pnpm --filter @shop/<app> start` does). It keeps the default
 * HOSTNAME: bound to 127.0.0.1, Next takes the proxy's rewrites to `localhost:PORT` for a foreign origin and proxies them.
 */
export async function startChannelApp(options: { channel: Channel; ports: StackPorts; env?: Record<string, string> }): Promise<Service> {
  const { channel, ports } = options;
  const service = startService({
    name: channel,
    cwd: path.join(repoRoot, 'apps', channel),
    args: ['server.ts'],
    env: {
      NODE_ENV: 'production',
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
    throw new Error(`${(error as Error).message}\n${service.output()}`, { cause: error });
  }
  return service;
}

/** The shop API and both channel apps on the given ports; stop() ends the three processes. */
export async function startStack(options: { ports: StackPorts; appEnv?: Record<string, string>; apiEnv?: Record<string, string> }) {
  const api = await startShopApi({ port: options.ports.api, env: options.apiEnv });
  const apps = await Promise.all((['kartenliebe', 'wallart'] as const).map((channel) => startChannelApp({ channel, ports: options.ports, env: options.appEnv })));
  return {
    api,
    apps,
    async stop() {
      await Promise.all([...apps, api].map((service) => service.stop()));
    },
  };
}
