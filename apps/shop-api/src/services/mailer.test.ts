import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from './mailer.ts';

// A minimal SMTP server: enough of RFC 5321 for nodemailer to deliver one message without TLS.
let smtp: Server;
const received: string[] = [];
beforeAll(async () => {
  smtp = createServer((socket) => {
    let inData = false;
    let buffer = '';
    let message = '';
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString();
      let index: number;
      while ((index = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(message);
            message = '';
            socket.write('250 queued\r\n');
          } else message += `${line}\n`;
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 test\r\n');
        else if (/^DATA/i.test(line)) {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise((resolve) => smtp.close(resolve)));

describe('createMailer', () => {
  it('sends through SMTP when a URL is given', async () => {
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${(smtp.address() as AddressInfo).port}`,
      outboxDir: '/nonexistent',
    });
    expect(mailer.outboxDir).toBeUndefined();
    await mailer.send({ to: 'anna@example.com', subject: 'Reset your password', text: 'Token: abc' });
    expect(received).toHaveLength(1);
    expect(received[0]).toContain('To: anna@example.com');
    expect(received[0]).toContain('Token: abc');
  });

  it('writes .eml files to the outbox without a URL', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'outbox-'));
    try {
      const mailer = createMailer({ outboxDir: dir });
      await mailer.send({ to: 'leon@example.com', subject: 'Hello', text: 'Body' });
      const files = await readdir(dir);
      // Only the whole mail: no partial file is left beside it.
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/\.eml$/);
      expect(await readFile(path.join(dir, files[0] ?? ''), 'utf8')).toMatch(/Subject: Hello[\s\S]*Body/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
