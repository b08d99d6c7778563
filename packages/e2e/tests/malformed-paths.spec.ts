import { expect, test } from '@playwright/test';
import fc from 'fast-check';
import { channelOf, channelPorts, getAs, shopHosts } from './stack.ts';

const nasty = ['..', '.', '%2e%2e', '%2F', '%2f', '%5C', '%00', '%0d%0a', '%E0%A4%A', '%', '%%', '%ZZ', '~', 'ß', 'ü', '日本', '😀', '<script>', '"', "'", '//evil.example', '\\evil', 'd', 'fr', 'XX', ';', '@', ':', '%40evil.example'];

/** Malformed paths: encoded slashes, dot segments, very long segments, unicode, NUL and broken escapes. */
const malformedPath = fc
  .array(fc.oneof(fc.constantFrom(...nasty), fc.string({ minLength: 1, maxLength: 12 }).map(encodeURIComponent), fc.constant('a'.repeat(2000))), { minLength: 1, maxLength: 6 })
  .chain((segments) => fc.constantFrom('/', '//').map((joiner) => `/${segments.join(joiner)}`));

const ownHosts = new Set(shopHosts);

test('60 generated malformed paths answer 2xx, 3xx or 404, redirect only to our own hosts, never twice', async ({ request }, testInfo) => {
  const channel = channelOf(testInfo.project.name);
  const paths = fc.sample(malformedPath, { numRuns: 60, seed: 20261121 });
  for (const path of paths) {
    const response = await request.get(`http://localhost:${channelPorts[channel]}${path}`, { maxRedirects: 0, failOnStatusCode: false });
    const status = response.status();
    expect(status < 400 || status === 404, `${path} → ${status}`).toBe(true);
    const location = response.headers().location;
    if (location) {
      const target = new URL(location, `http://localhost:${channelPorts[channel]}`);
      expect(ownHosts.has(target.hostname), `${path} → ${location}`).toBe(true);
      expect(target.port).toBe(String(channelPorts[channel]));
      const next = await getAs(request, target.toString());
      expect([301, 302, 303, 307, 308], `${path} → ${location} → redirects again`).not.toContain(next.status());
    }
  }
});
