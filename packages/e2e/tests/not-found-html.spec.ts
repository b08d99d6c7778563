import { expect, test } from '@playwright/test';
import { channelOf, countryUrl, getAs, slash } from './stack.ts';

/** Decodes the few entities React writes into text (apostrophes, ampersands). */
function text(html: string): string {
  return html.replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&').replace(/&quot;/g, '"');
}

// Issue 14: the 404 page's server HTML (no JavaScript) holds the shell and the error story, with status 404.
test('the 404 page is server-rendered with the shell and the error story, status 404', async ({ request }, testInfo) => {
  const channel = channelOf(testInfo.project.name);
  const cases = [
    { name: 'unknown path', url: countryUrl(channel, null, slash(channel, '/diese-seite-gibt-es-nirgends')), lang: 'de-DE', story: 'Diese Seite gibt es leider nicht', nav: 'Hauptnavigation' },
    { name: 'unknown prefix', url: countryUrl(channel, null, slash(channel, '/xx/irgendwas')), lang: 'de-DE', story: 'Diese Seite gibt es leider nicht', nav: 'Hauptnavigation' },
    { name: 'unknown theme', url: countryUrl(channel, null, slash(channel, '/themes/gibt-es-nicht')), lang: 'de-DE', story: 'Diese Seite gibt es leider nicht', nav: 'Hauptnavigation' },
    { name: 'unknown product', url: countryUrl(channel, null, slash(channel, '/products/teapot')), lang: 'de-DE', story: 'Diese Seite gibt es leider nicht', nav: 'Hauptnavigation' },
    { name: 'Swiss French', url: countryUrl(channel, 'ch', slash(channel, '/fr/cette-page-nexiste-pas')), lang: 'fr-CH', story: 'Désolé, cette page n’existe pas', nav: 'Navigation principale' },
  ];
  for (const { name, url, lang, story, nav } of cases) {
    const response = await getAs(request, url);
    expect(response.status(), name).toBe(404);
    expect(response.headers()['content-type'], name).toContain('text/html');
    expect(response.headers()['x-shop-status'], name).toBeUndefined();
    const html = text(await response.text());
    expect(html, name).not.toContain('__next_error__');
    expect(html, name).toContain(`<html lang="${lang}"`);
    expect(html, name).toMatch(/<header class="header header--web"/);
    expect(html, name).toContain(`aria-label="${nav}"`);
    expect(html, name).toMatch(/<footer/);
    expect(html, name).toMatch(/<h1 id="error-page-title">[^<]+<\/h1>/);
    expect(html, name).toContain(story);
  }
});

test('the 404 document names the visited path in its details once the browser has it', async ({ page }, testInfo) => {
  const channel = channelOf(testInfo.project.name);
  const response = await page.goto(slash(channel, '/gibt-es-nicht-im-browser'));
  expect(response?.status()).toBe(404);
  const details = page.locator('details.error-page__details');
  await details.locator('summary').click();
  await expect(details).toContainText(slash(channel, '/gibt-es-nicht-im-browser'));
});

// Issue 16: the apps' top layer has a not-found boundary of its own, so Next's built-in 404 (markup and inline styles,
// 1.2 KB) is no longer part of every page's flight data; only Next's own paths show that boundary.
test('no page carries Next’s built-in 404; a missing build file answers the top layer’s 404', async ({ page, request }, testInfo) => {
  const channel = channelOf(testInfo.project.name);
  const home = await getAs(request, countryUrl(channel, null, '/'));
  expect(home.status()).toBe(200);
  expect(await home.text()).not.toContain('This page could not be found');
  const response = await page.goto('/_next/static/chunks/gibt-es-nicht.js');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
});
