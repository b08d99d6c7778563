import { expect, test } from '@playwright/test';
import { createHmac } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { channelOf, channelPorts, countryUrl, e2eContentEnv, getAs, slash } from './stack.ts';

// The shop API's local default webhook secret (it runs without NODE_ENV=production here); the stack's revalidation
// secret, given to the shop API and the shops alike.
const webhookSecret = 'local-webhook-secret';
const revalidateSecret = e2eContentEnv.REVALIDATE_SECRET;

const storyFile = (channel: string) => fileURLToPath(new URL(`../../../content/${channel}/de/datenschutz.json`, import.meta.url));

async function signedWebhook(body: string) {
  return fetch(`http://localhost:${channelPorts.api}/v2/webhooks/publish`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'webhook-signature': createHmac('sha1', webhookSecret).update(body).digest('hex') },
    body,
  });
}

// Both projects edit their own channel's story file; the runs of one file stay in one worker.
test.describe.configure({ mode: 'serial' });

test('a changed story file plus the signed publish webhook shows the new text on the cached page within 5 s', async ({ request }, testInfo) => {
  const channel = channelOf(testInfo.project.name);
  const file = storyFile(channel);
  const original = await readFile(file, 'utf8');
  const url = countryUrl(channel, null, slash(channel, '/datenschutz'));
  const marker = `Datenschutz ${channel} ${Date.now()}`;
  try {
    const before = await getAs(request, url);
    expect(before.status()).toBe(200);
    expect(await before.text()).not.toContain(marker);
    const story = JSON.parse(original) as { full_slug: string; published: { title: string } };
    story.published.title = marker;
    await writeFile(file, `${JSON.stringify(story, null, 2)}\n`);
    // Cached: the content API already has the file, but without a publish the shop keeps its page (300 s lifetime).
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await (await getAs(request, url)).text()).not.toContain(marker);

    const started = Date.now();
    const hook = await signedWebhook(JSON.stringify({ action: 'published', full_slug: story.full_slug, story_id: 1 }));
    expect(hook.status).toBe(200);
    await expect.poll(async () => (await (await getAs(request, url)).text()).includes(marker), { timeout: 5000, intervals: [250] }).toBe(true);
    expect(Date.now() - started).toBeLessThan(5000);
  } finally {
    await writeFile(file, original);
    await signedWebhook(JSON.stringify({ action: 'published', full_slug: `${channel}/datenschutz` }));
  }
});

test('an editor revalidates by hand with the secret; a wrong secret or body changes nothing', async ({ request }, testInfo) => {
  const channel = channelOf(testInfo.project.name);
  const call = (authorization: string, data: unknown) =>
    request.post(countryUrl(channel, null, '/api/revalidate'), { headers: { authorization }, data, failOnStatusCode: false, maxRedirects: 0 });
  const ok = await call(`Bearer ${revalidateSecret}`, { slug: `${channel}/datenschutz`, locales: ['de-DE', 'de-CH'] });
  expect(ok.status()).toBe(200);
  expect(await ok.json()).toEqual({ revalidated: [`content:${channel}:de-DE`, `content:${channel}:de-CH`] });
  expect((await call('Bearer wrong-secret', { slug: `${channel}/datenschutz` })).status()).toBe(401);
  const bad = await call(`Bearer ${revalidateSecret}`, { slug: `${channel}/datenschutz`, locales: ['xx-YY'] });
  expect(bad.status()).toBe(400);
});
