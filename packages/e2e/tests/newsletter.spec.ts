import { expect, test } from '@playwright/test';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { channelOf, countryUrl, slash } from './stack.ts';

/** The shop API of the suite writes its mails here (DATA_DIR `.data/e2e`, relative to apps/shop-api). */
const outboxDir = fileURLToPath(new URL('../../../apps/shop-api/.data/e2e/outbox/', import.meta.url));

const decodeQuotedPrintable = (text: string) => text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/** The confirmation link of the opt-in mail sent to an address (polls the outbox). */
async function readConfirmLink(email: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        for (const name of (await readdir(outboxDir).catch(() => [] as string[])).filter((file) => file.endsWith('.eml'))) {
          const mail = decodeQuotedPrintable(await readFile(path.join(outboxDir, name), 'utf8'));
          if (!mail.includes(`To: ${email}`)) continue;
          link = /(https?:\/\/\S+\?confirm=[\w-]{43})/.exec(mail)?.[1] ?? '';
          if (link) return true;
        }
        return false;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return link;
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

    const link = await readConfirmLink(email);
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
