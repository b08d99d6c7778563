import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Test support: the mails the shop API wrote into its outbox folder (`DATA_DIR/outbox`, the stand-in for SMTP when
 * no `SMTP_URL` is set). Only test stacks read it (the shop API's tests, packages/e2e and packages/quality, the bench);
 * production sends through SMTP and has no outbox.
 */
export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  /** The decoded text body. */
  text: string;
}

/** RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`) of a header. */
function decodeHeader(value: string): string {
  return value.replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*(?==\?)?/gi, (_, encoding: string, data: string) =>
    encoding.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );
}

function decodeQuotedPrintable(text: string): string {
  const soft = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < soft.length; index += 1) {
    const escape = soft.slice(index + 1, index + 3);
    if (soft[index] === '=' && /^[0-9A-F]{2}$/i.test(escape)) {
      bytes.push(Number.parseInt(escape, 16));
      index += 2;
    } else bytes.push(...Buffer.from(soft[index] ?? '', 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Parses one `.eml` file as nodemailer's stream transport writes it (a single text/plain part). */
export function parseMail(file: string, raw: string): OutboxMail {
  const cut = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, cut).replace(/\r?\n[ \t]+/g, ' ');
  const body = raw.slice(cut).replace(/^\r?\n\r?\n/, '');
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body)
        : body;
  return { file, to: header('To'), subject: decodeHeader(header('Subject')), text };
}

/** The mails in the folder, oldest first; `since` skips files written before it (their names start with the time). */
export async function readOutbox(outboxDir: string, since?: Date): Promise<OutboxMail[]> {
  const after = since ? since.toISOString().replace(/[:.]/g, '-') : '';
  const files = (await readdir(outboxDir).catch(() => [] as string[]))
    .filter((file) => file.endsWith('.eml') && file >= after)
    .sort();
  return Promise.all(files.map(async (file) => parseMail(file, await readFile(path.join(outboxDir, file), 'utf8'))));
}

/** The verification token of a sign-up mail (the `token` of its `registration-verification` link). */
export function verificationToken(mail: OutboxMail): string | undefined {
  return /[?&]token=([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
}

/** The first link of a mail's text. */
export function firstLink(mail: OutboxMail): string | undefined {
  return /https?:\/\/\S+/.exec(mail.text)?.[0];
}

/**
 * Polls the outbox until a mail to `to` (written at or after `since`) matches, or throws after `timeoutMs`. Mails of
 * sign-ups and resets leave the shop API's background queue 0.25–1.25 s after the answer.
 */
export async function waitForMail(
  outboxDir: string,
  options: { to: string; since?: Date; timeoutMs?: number; match?: (mail: OutboxMail) => boolean },
): Promise<OutboxMail> {
  const deadline = Date.now() + (options.timeoutMs ?? 15_000);
  const to = options.to.toLowerCase();
  for (;;) {
    const mails = await readOutbox(outboxDir, options.since);
    const found = mails.findLast((mail) => mail.to.toLowerCase() === to && (options.match?.(mail) ?? true));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail to ${options.to} in ${outboxDir} within ${options.timeoutMs ?? 15_000} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * For many waiting clients at once (the bench): one poller reads each new file of the outbox once and hands every mail
 * to the client waiting for its address, instead of each client reading the whole folder.
 */
export function watchOutbox(outboxDir: string, pollMs = 100) {
  const seen = new Set<string>();
  const unclaimed = new Map<string, OutboxMail[]>();
  const waiting = new Map<string, ((mail: OutboxMail) => void)[]>();
  const deliver = (mail: OutboxMail) => {
    const to = mail.to.toLowerCase();
    const next = waiting.get(to)?.shift();
    if (next) next(mail);
    else unclaimed.set(to, [...(unclaimed.get(to) ?? []), mail]);
  };
  let scanning = false;
  const timer = setInterval(() => {
    if (scanning) return;
    scanning = true;
    void (async () => {
      const files = (await readdir(outboxDir).catch(() => [] as string[])).filter((file) => file.endsWith('.eml') && !seen.has(file)).sort();
      for (const file of files) {
        seen.add(file);
        deliver(parseMail(file, await readFile(path.join(outboxDir, file), 'utf8')));
      }
    })().finally(() => {
      scanning = false;
    });
  }, pollMs);
  return {
    /** The next mail to `to` (one already read first), or a rejection after `timeoutMs`. */
    next(to: string, timeoutMs = 30_000): Promise<OutboxMail> {
      const address = to.toLowerCase();
      const ready = unclaimed.get(address)?.shift();
      if (ready) return Promise.resolve(ready);
      return new Promise((resolve, reject) => {
        const timeout = setTimeout(() => reject(new Error(`no mail to ${to} within ${timeoutMs} ms`)), timeoutMs);
        waiting.set(address, [
          ...(waiting.get(address) ?? []),
          (mail) => {
            clearTimeout(timeout);
            resolve(mail);
          },
        ]);
      });
    },
    close: () => clearInterval(timer),
  };
}
