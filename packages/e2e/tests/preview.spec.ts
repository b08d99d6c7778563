import { signPreviewParams } from '@shop/api-client/content/preview';
import { expect, test } from '@playwright/test';
import { channelOf, countryUrl, e2eContentEnv, getAs, slash } from './stack.ts';

// The secrets both the shop API and the apps of the stack under test run with (CONTENT_PREVIEW_TOKEN, CONTENT_SPACE_ID).
const previewToken = e2eContentEnv.CONTENT_PREVIEW_TOKEN;
const spaceId = e2eContentEnv.CONTENT_SPACE_ID;

async function previewQuery(options: { token?: string; timestamp?: number } = {}) {
  const query = await signPreviewParams({ storyId: 1, spaceId, previewToken: options.token ?? previewToken, timestamp: options.timestamp ?? Math.floor(Date.now() / 1000) });
  return `?${query.toString()}`;
}

test('a draft-only story shows with a valid preview signature, never without one', async ({ request }, testInfo) => {
  const channel = channelOf(testInfo.project.name);
  const path = slash(channel, '/winteraktion');
  expect((await getAs(request, countryUrl(channel, null, path))).status()).toBe(404);

  const valid = await getAs(request, countryUrl(channel, null, `${path}${await previewQuery()}`));
  expect(valid.status()).toBe(200);
  expect(valid.headers()['cache-control']).toContain('no-store');
  const html = await valid.text();
  expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
  expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');

  for (const query of [await previewQuery({ token: 'guessed-token' }), await previewQuery({ timestamp: Math.floor(Date.now() / 1000) - 2 * 3600 }), '?_storyblok=1']) {
    expect((await getAs(request, countryUrl(channel, null, `${path}${query}`))).status(), query).toBe(404);
  }
});

test('an invalid preview shows the published page', async ({ request }, testInfo) => {
  const channel = channelOf(testInfo.project.name);
  const response = await getAs(request, countryUrl(channel, null, `${slash(channel, '/fotokalender')}${await previewQuery({ token: 'wrong' })}`));
  expect(response.status()).toBe(200);
  expect(await response.text()).toMatch(/<h1[^>]*>Fotokalender gestalten<\/h1>/);
});
