import { expect, test } from '@playwright/test';
import { catalogues } from '@shop/i18n/messages';
import { readMail } from './mail.ts';
import { channelOf, countryUrl, slash } from './stack.ts';

/** The confirmation link of the opt-in mail sent to an address, after checking the mail speaks the shop's language. */
async function readConfirmLink(email: string, language: 'fr'): Promise<string> {
  const mail = await readMail(email, (entry) => /\?confirm=[\w-]{43}/.test(entry.text));
  expect(mail.subject).toBe(catalogues[language]['mails.newsletterConfirm.subject']);
  return /(https?:\/\/\S+\?confirm=[\w-]{43})/.exec(mail.text)?.[1] ?? '';
}

test.describe('newsletter double opt-in (issue 14)', () => {
  test('fr-CH: sign up on the localised page, confirm through the mailed link, a second use is refused', async ({ page }, testInfo) => {
    const channel = channelOf(testInfo.project.name);
    const email = `news-${channel}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const pageUrl = countryUrl(channel, 'ch', slash(channel, '/fr/lettre-d-information'));
    await page.goto(pageUrl);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lettre d’information');
    await page.getByLabel('Adresse e-mail').fill(email);
    await page.getByRole('button', { name: 'S’inscrire' }).click();
    await expect(page.getByRole('status')).toBeVisible();

    const link = await readConfirmLink(email, 'fr');
    // The mail links to the route table's page of the shop and language the visitor subscribed from.
    expect(new URL(link).host).toBe(new URL(pageUrl).host);
    expect(new URL(link).pathname).toBe(new URL(pageUrl).pathname);

    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirmez votre inscription à la lettre d’information');
    await page.getByRole('button', { name: 'Confirmer l’inscription' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Merci, votre inscription est confirmée');
    await expect(page).toHaveURL(/status=confirmed/);

    await page.goto(link);
    await page.getByRole('button', { name: 'Confirmer l’inscription' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ce lien de confirmation n’est pas valide ou a expiré');
  });

  test('de-DE: a malformed token gets a clear message in the server HTML, without a form', async ({ request }, testInfo) => {
    const channel = channelOf(testInfo.project.name);
    const response = await request.get(countryUrl(channel, null, `${slash(channel, '/newsletter')}?confirm=abc`));
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('Dieser Bestätigungslink ist ungültig oder abgelaufen');
    expect(html).not.toContain('Anmeldung bestätigen</button>');
  });
});
