import type * as Crypto from 'node:crypto';
import { scryptSync } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { parseEnv } from '../env.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password.ts';

// The passwords in the order their hashes start (the queue hands each to scrypt when a place is free).
const hashesStarted = vi.hoisted(() => [] as string[]);
vi.mock('node:crypto', async (importOriginal) => {
  const crypto = await importOriginal<typeof Crypto>();
  return {
    ...crypto,
    scrypt: ((password: string, ...rest: unknown[]) => {
      hashesStarted.push(password);
      return (crypto.scrypt as (...args: unknown[]) => void)(password, ...rest);
    }) as typeof crypto.scrypt,
  };
});

const oldHash = (password: string, n: number) => {
  const salt = Buffer.from('0123456789abcdef');
  const key = scryptSync(password.normalize('NFKC'), salt, 32, { N: n, r: 8, p: 1 });
  return ['scrypt', n, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
};

describe('password hashing', () => {
  it('hashes at the configured cost (tests: 2^10 via PASSWORD_HASH_LOG_N) and verifies', async () => {
    const hash = await hashPassword('a-long-passphrase');
    expect(hash.startsWith('scrypt$1024$8$1$')).toBe(true);
    expect(await verifyPassword('a-long-passphrase', hash)).toEqual({ valid: true, needsRehash: false });
    expect(await verifyPassword('another-passphrase', hash)).toEqual({ valid: false, needsRehash: false });
  });

  it('asks for a re-hash of a valid password stored at an older cost, never of a wrong one', async () => {
    const stored = oldHash('old-passphrase', 2 ** 11);
    expect(await verifyPassword('old-passphrase', stored)).toEqual({ valid: true, needsRehash: true });
    expect(await verifyPassword('wrong-passphrase', stored)).toEqual({ valid: false, needsRehash: false });
  });

  it.each([
    '',
    'bcrypt$x',
    'scrypt$0$8$1$a$b',
    'scrypt$1024$0$1$a$b',
    'scrypt$99999999$8$1$a$b',
    'scrypt$1024$8$1$$',
  ])('never matches a malformed hash %j', async (stored) => {
    expect((await verifyPassword('x', stored)).valid).toBe(false);
  });

  it('the stand-in hash for unknown accounts costs what a real one costs', () => {
    expect(dummyPasswordHash().startsWith('scrypt$1024$8$1$')).toBe(true);
  });

  it('checks a log-in before the sign-up hashes queued ahead of it (two hashes at a time)', async () => {
    const stored = await hashPassword('log-in-passphrase');
    hashesStarted.length = 0;
    const finished: string[] = [];
    const signups = Array.from({ length: 20 }, (_, index) =>
      hashPassword(`sign-up-passphrase-${index}`, 'background').then(() => finished.push('sign-up')),
    );
    const login = verifyPassword('log-in-passphrase', stored).then((check) => finished.push(`log-in ${check.valid}`));
    await Promise.all([...signups, login]);
    // Two sign-ups were hashing when the log-in came; it took the first free place, not the 21st. Its start is what the
    // queue decides: when it finishes depends on how the machine shares its cores between the two hashes running (on a
    // busy machine the other place finished four more sign-ups meanwhile).
    expect(finished).toHaveLength(21);
    expect(finished).toContain('log-in true');
    expect(hashesStarted).toHaveLength(21);
    expect(hashesStarted.indexOf('log-in-passphrase')).toBe(2);
  });

  it("uses OWASP's N=2^17 unless told otherwise, and refuses a lower cost in production", () => {
    expect(parseEnv({}).PASSWORD_HASH_LOG_N).toBe(17);
    expect(() =>
      parseEnv({
        NODE_ENV: 'production',
        PASSWORD_HASH_LOG_N: '14',
        CONTENT_PREVIEW_TOKEN: 'real',
        CONTENT_WEBHOOK_SECRET: 'real',
      }),
    ).toThrow(/PASSWORD_HASH_LOG_N/);
  });
});
