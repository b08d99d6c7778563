import { fileURLToPath } from 'node:url';
import { verificationToken, waitForMail, type OutboxMail } from '../../../apps/shop-api/test/outbox.ts';

/**
 * The suite's mails: its shop API (DATA_DIR `.data/e2e`, relative to apps/shop-api) writes them into the outbox, the
 * stand-in for SMTP, which the tests read as a person reads their inbox. Never a route of the running shop.
 */
export const outboxDir = fileURLToPath(new URL('../../../apps/shop-api/.data/e2e/outbox/', import.meta.url));

/** The newest mail to an address (polls the outbox; mails leave the API's queue up to 1.25 s after its answer). */
export function readMail(to: string, match?: (mail: OutboxMail) => boolean): Promise<OutboxMail> {
  return waitForMail(outboxDir, { to, timeoutMs: 15_000, ...(match ? { match } : {}) });
}

/** The link of the newest sign-up verification mail to an address: the shop's registration verification page. */
export async function readVerificationLink(to: string): Promise<string> {
  const mail = await readMail(to, (entry) => verificationToken(entry) !== undefined);
  const link = /https?:\/\/\S+[?&]token=[\w-]{43}/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no verification link in the mail to ${to}`);
  return link;
}
