import { expect, test } from '@playwright/test';
import { channelOf, countryUrl, slash } from './stack.ts';

/**
 * The newsletter form of the start page submits through a server action: the address is validated on the server
 * (zod), a refused one keeps what was typed with a clear message, a valid one gets the double opt-in answer.
 */
test('newsletter sign-up: a refused address stays in the field with a message, a valid one is accepted', async ({ page }, testInfo) => {
  const channel = channelOf(testInfo.project.name);
  await page.goto(countryUrl(channel, 'ch', slash(channel, '/fr/')));
  const form = page.locator('form.newsletter-form__form');
  const email = form.getByLabel('Adresse e-mail');
  // Valid for the browser's type=email check, refused by the server: no top-level domain.
  await expect(async () => {
    await email.fill('kim@example');
    await form.locator('button[type="submit"]').click();
    await expect(form.getByRole('alert')).toHaveText('Merci de saisir une adresse e-mail valide.', { timeout: 2000 });
  }).toPass({ timeout: 15_000 });
  await expect(email).toHaveValue('kim@example');
  await expect(email).toHaveAttribute('aria-invalid', 'true');

  await email.fill(`kim+${Date.now()}@example.com`);
  await form.locator('button[type="submit"]').click();
  await expect(page.locator('.newsletter-form').getByRole('status')).toBeVisible();
  await expect(form).toHaveCount(0);
});
