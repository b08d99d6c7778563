import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { bundlePage, bundlePath } from './test-server.ts';

/** Bundles the test page once for all workers. */
export default async function globalSetup(): Promise<void> {
  await mkdir(dirname(bundlePath), { recursive: true });
  await writeFile(bundlePath, await bundlePage());
}
