#!/usr/bin/env node
// Starts the built shop API and every channel's shop (through turbo), waits until each answers, then prints the URLs.
// The channels and their ports come from packages/config/src/channels (`ports.start`, `<prefix>_PORT` overrides).
import { spawn } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { channelIds, channels } from '@shop/config/channels';

const services = [
  { name: 'shop API', url: `http://localhost:${process.env.API_PORT ?? 4000}/health` },
  ...channelIds.map((id) => {
    const { name, portVariablePrefix, ports } = channels[id];
    return { name, url: `http://localhost:${process.env[`${portVariablePrefix}_PORT`] ?? ports.start}/` };
  }),
];

// The shops run as production builds (`next start`), which refuse the committed local defaults of the content and
// revalidation secrets (issue 15). A variable set before `npm start` is used as it is; one that is not gets a value made
// for this run, the same for the shop API and every shop (turbo passes CONTENT_* and REVALIDATE_SECRET to each service).
const madeForThisRun = {
  CONTENT_PREVIEW_TOKEN: () => randomBytes(18).toString('base64url'),
  CONTENT_SPACE_ID: () => String(randomInt(100_000, 1_000_000)),
  REVALIDATE_SECRET: () => randomBytes(24).toString('base64url'),
};
const env = { ...process.env };
for (const [name, make] of Object.entries(madeForThisRun)) if (!env[name]?.trim()) env[name] = make();

const child = spawn('turbo', ['run', 'start', '--filter=./apps/*', '--output-logs=new-only'], {
  stdio: 'inherit',
  env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 1));

async function answers(url) {
  try {
    const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(2000) });
    return response.status < 500;
  } catch {
    return false;
  }
}

const deadline = Date.now() + 180_000;
const pending = new Set(services);
while (pending.size > 0 && Date.now() < deadline) {
  for (const service of [...pending]) if (await answers(service.url)) pending.delete(service);
  if (pending.size > 0) await new Promise((resolve) => setTimeout(resolve, 500));
}
if (pending.size > 0) {
  console.error(`\nNot answering after 180 s: ${[...pending].map((service) => service.name).join(', ')}`);
} else {
  console.log('\nThe shop is running:');
  for (const { name, url } of services) console.log(`  ${name.padEnd(12)} ${url.replace(/health$/, '')}`);
  console.log('  Countries locally: ch.localhost, fr.localhost, gb.localhost, … on the same ports.');
  console.log(`  Content preview: space ${env.CONTENT_SPACE_ID}, token ${env.CONTENT_PREVIEW_TOKEN}. Ctrl+C stops everything.\n`);
}
