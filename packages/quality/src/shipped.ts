import { spawnSync } from 'node:child_process';
import { cp, lstat, mkdtemp, readdir, readFile, readlink, realpath, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { ChannelId } from '@shop/config/channels';
import { repoRoot, startService, waitFor, type Service } from './stack.ts';

/** Every channel app and the shop API ship alone. */
export type ShippedApp = ChannelId | 'shop-api';

/** A shipped folder, copied away from the repository: nothing above it has a node_modules. */
export interface ShippedFolder {
  dir: string;
  bytes: number;
  remove(): Promise<void>;
}

/** Runs `npm run ship`'s script for `app` into a staging folder, then copies the result into an empty temp folder. */
export async function shipToEmptyFolder(app: ShippedApp): Promise<ShippedFolder> {
  const staging = await mkdtemp(path.join(os.tmpdir(), `ship-staging-${app}-`));
  const empty = await mkdtemp(path.join(os.tmpdir(), `shipped-${app}-`));
  try {
    const result = spawnSync(process.execPath, [path.join(repoRoot, 'scripts/ship.mjs'), app, '--out', staging], { cwd: repoRoot, encoding: 'utf8', env: process.env });
    if (result.status !== 0) throw new Error(`ship ${app} failed (${result.status}):\n${result.stdout.slice(-4000)}\n${result.stderr.slice(-4000)}`);
    const dir = path.join(empty, app);
    // As `docker COPY` does: links stay links (pnpm's are relative, inside the folder).
    await cp(staging, dir, { recursive: true, verbatimSymlinks: true });
    return { dir, bytes: await folderBytes(dir), remove: () => rm(empty, { recursive: true, force: true }) };
  } catch (error) {
    await rm(empty, { recursive: true, force: true });
    throw error;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** Bytes of every file below `dir` (links not followed). */
export async function folderBytes(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) total += (await lstat(path.join(entry.parentPath, entry.name))).size;
  }
  return total;
}

/** Symbolic links below `dir` whose target lies outside it (or is missing): the folder would not run alone. */
export async function linksLeavingFolder(dir: string): Promise<string[]> {
  const root = await realpath(dir);
  const leaving: string[] = [];
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isSymbolicLink()) continue;
    const link = path.join(entry.parentPath, entry.name);
    const target = await realpath(link).catch(() => undefined);
    if (target === undefined || (target !== root && !target.startsWith(`${root}${path.sep}`))) leaving.push(`${path.relative(dir, link)} → ${await readlink(link)}`);
  }
  return leaving;
}

/** A free loopback port, chosen by the system. */
export async function freePort(): Promise<number> {
  return await new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts `node server.js` in a shipped folder with exactly `env` (plus PATH and HOME: no NODE_PATH, nothing of the
 * caller's) and waits for `readyUrl`; `startupMs` is the time from spawn to its first answer.
 */
export async function startShipped(options: { name: string; dir: string; env: Record<string, string>; readyUrl: string; host?: string }): Promise<Service & { startupMs: number; pid: number }> {
  const started = performance.now();
  const service = startService({
    name: options.name,
    cwd: options.dir,
    args: ['server.js'],
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: os.tmpdir(), ...options.env },
    inheritEnv: false,
  });
  try {
    await waitFor(options.readyUrl, { child: service.child, timeoutMs: 180_000, ...(options.host ? { host: options.host } : {}) });
  } catch (error) {
    await service.stop();
    throw new Error(`${options.name}: ${(error as Error).message}\n${service.output()}`, { cause: error });
  }
  return { ...service, startupMs: performance.now() - started, pid: service.child.pid ?? 0 };
}

/** Resident set size of a process in bytes (Linux: VmRSS in /proc/<pid>/status). */
export async function residentBytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kib = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status)?.[1];
  if (kib === undefined) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kib) * 1024;
}

/** Sends `count` GET requests round-robin over `urls`, `concurrency` at a time; returns the statuses seen. */
export async function hammer(urls: readonly { url: string; headers?: Record<string, string> }[], count: number, concurrency = 10): Promise<Record<number, number>> {
  const statuses: Record<number, number> = {};
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const target = urls[next++ % urls.length];
      if (target === undefined) return;
      const response = await fetch(target.url, { redirect: 'manual', headers: target.headers ?? {} });
      await response.arrayBuffer();
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return statuses;
}

export const mebibytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
