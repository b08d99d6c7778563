import { createHmac } from 'node:crypto';
import StoryblokClient from 'storyblok-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/helpers.ts';

let server: TestServer;

beforeAll(async () => {
  // A shop that is not there (port 9): the publish's revalidation fails and is logged.
  server = await startTestServer({ env: { CONTENT_PREVIEW_TOKEN: 'mounted-preview', SHOP_REVALIDATE_URLS: 'kartenliebe=http://127.0.0.1:9' } });
});
afterAll(() => server.close());

describe('the content routes inside the shop API', () => {
  it('serve the CDN API to an unmodified storyblok-js-client, drafts only with the preview token', async () => {
    const live = new StoryblokClient({ accessToken: 'public', endpoint: `${server.url}/v2` });
    const preview = new StoryblokClient({ accessToken: 'mounted-preview', endpoint: `${server.url}/v2` });
    expect(
      (await live.getStory('wallart/home', { language: 'en' })).data.story.content.teaser[0].headline,
    ).toBe('Your photos as wall art');
    expect(
      (await preview.getStory('wallart/home', { language: 'en', version: 'draft' })).data.story.content
        .teaser[0].headline,
    ).toBe('New: the winter collection has arrived');
    await expect(live.getStory('wallart/home', { version: 'draft' })).rejects.toMatchObject({ status: 401 });
  });

  it('serve the page route with the shop headers, the image proxy and the publish webhook', async () => {
    const page = await server.request('/frontend-api/mp/storyblok/de-CH/wandbilder', {
      headers: { 'x-channel': 'wallart-CH', 'x-locale': 'de-CH' },
    });
    expect(page.status).toBe(200);
    const image = await server.request('/images/shared/logo-wallart.png?w=128&format=webp');
    expect(image.headers.get('content-type')).toBe('image/webp');
    const body = '{"action":"published"}';
    const hook = (signature?: string) =>
      fetch(`${server.url}/v2/webhooks/publish`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(signature ? { 'webhook-signature': signature } : {}),
        },
        body,
      });
    // The local default secret (refused in production, see env.ts) signs local calls.
    expect((await hook()).status).toBe(401);
    expect((await hook(createHmac('sha1', 'wrong-secret').update(body).digest('hex'))).status).toBe(401);
    expect((await hook(createHmac('sha1', 'local-webhook-secret').update(body).digest('hex'))).status).toBe(
      200,
    );
    // The shop that did not answer is reported through the logger: one JSON line with level and time.
    expect(server.logs.find((line) => line.event === 'shop-revalidation-failed')).toMatchObject({
      level: 'error',
      channel: 'kartenliebe',
      ok: false,
      time: expect.any(String),
    });
  });
});
