import { expect, test } from '@playwright/test';
import { channelOf, countryUrl, slash } from './stack.ts';

const markets = [
  {
    host: null,
    path: '/ideen-und-angebote',
    labels: { name: 'Name', email: 'E-Mail-Adresse', message: 'Deine Nachricht' },
    refused: 'Deine Nachricht braucht 10 bis 5000 Zeichen.',
    sent: 'Danke! Wir melden uns so bald wie möglich.',
  },
  {
    host: 'ch',
    path: '/fr/idees-et-offres',
    labels: { name: 'Nom', email: 'Adresse e-mail', message: 'Votre message' },
    refused: 'Votre message doit compter entre 10 et 5000 caractères.',
    sent: null,
  },
] as const;

/**
 * The contact form block sends through a server action to POST /web-api/contact-message: a message under 10
 * characters is refused with the translated text, everything typed stays in the form and the field is marked; a
 * valid message is thanked and the form goes away.
 */
for (const market of markets) {
  test(`contact form: a refused message stays in the form with a translated error, a valid one is sent (${market.path})`, async ({ page }, testInfo) => {
    const channel = channelOf(testInfo.project.name);
    await page.goto(countryUrl(channel, market.host, slash(channel, market.path)));
    const form = page.locator('form.contact-form__form');
    const name = form.getByLabel(market.labels.name, { exact: true });
    const email = form.getByLabel(market.labels.email);
    const message = form.getByLabel(market.labels.message);
    // One address per run: the shop API allows an address 10 messages an hour, and its limits outlive a run of the
    // suite on a developer's machine (the database in .data/e2e stays).
    const address = `kim.${Date.now()}@example.com`;
    // Until hydration a submit is a plain form post; retry until the action answers.
    await expect(async () => {
      await name.fill('Kim Muster');
      await email.fill(address);
      await message.fill('kurz');
      await form.locator('button[type="submit"]').click();
      await expect(form.getByRole('alert')).toHaveText(market.refused, { timeout: 2000 });
    }).toPass({ timeout: 15_000 });
    await expect(name).toHaveValue('Kim Muster');
    await expect(email).toHaveValue(address);
    await expect(message).toHaveValue('kurz');
    await expect(message).toHaveAttribute('aria-invalid', 'true');
    await expect(name).not.toHaveAttribute('aria-invalid');

    await message.fill('Wie lange dauert der Versand in die Schweiz?');
    await form.locator('button[type="submit"]').click();
    const thanks = page.locator('.contact-form').getByRole('status');
    await expect(thanks).toBeVisible();
    if (market.sent) await expect(thanks).toHaveText(market.sent);
    await expect(form).toHaveCount(0);
  });
}
