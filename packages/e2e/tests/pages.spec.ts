import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { channelOf, countryUrl, slash } from './stack.ts';

async function expectNoSeriousA11yViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

test('the start page greets in the locale, without the developer line (issue 14)', async ({ page }, testInfo) => {
  const channel = channelOf(testInfo.project.name);
  await page.goto(countryUrl(channel, 'ch', slash(channel, '/fr/')));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Bienvenue chez ${channel}`);
  await expect(page.getByText('Vous êtes sur la boutique')).toHaveCount(0);
  await expect(page.getByText('(fr-CH)')).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CH');
  await expectNoSeriousA11yViolations(page);
});

test('the footer switches between the country’s languages', async ({ page }, testInfo) => {
  const channel = channelOf(testInfo.project.name);
  await page.goto(countryUrl(channel, 'be', '/'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welkom bij ${channel}`);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL(countryUrl(channel, 'be', slash(channel, '/fr/')));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Bienvenue chez ${channel}`);
});

test('the desktop start page', async ({ page }, testInfo) => {
  const channel = channelOf(testInfo.project.name);
  await page.goto(slash(channel, '/d/desktop-startseite'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${channel} für deinen Computer`);
  // The desktop app has no web footer; its logo leads to the desktop start page.
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link')).toHaveAttribute('href', slash(channel, '/d/desktop-startseite'));
});

test('an unknown route shows the 404 page inside the shared layout', async ({ page }, testInfo) => {
  const channel = channelOf(testInfo.project.name);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const response = await page.goto(countryUrl(channel, 'gb', slash(channel, '/no-such-page')));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  // The error story (or the translated text) is the page's content; the path asked for is in the folded details.
  const details = page.locator('details.error-page__details');
  await details.getByText('Error details').click();
  await expect(details.getByText(`404: Sorry, the page ${slash(channel, '/no-such-page')} does not exist (any more).`)).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the start page' })).toHaveAttribute('href', '/');
  expect(errors).toEqual([]);
  await expectNoSeriousA11yViolations(page);
});

test('an unknown language prefix shows the error page in the country’s language', async ({ page }, testInfo) => {
  const channel = channelOf(testInfo.project.name);
  const response = await page.goto(countryUrl(channel, 'it', slash(channel, '/xx/pagina')));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagina non trovata');
});
