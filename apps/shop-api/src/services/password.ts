import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import PQueue from 'p-queue';
import { readEnv } from '../env.ts';

// OWASP's scrypt parameters: N=2^17 (env.ts PRODUCTION_PASSWORD_HASH_LOG_N), r=8, p=1, 128 MiB per hash.
// `PASSWORD_HASH_LOG_N` lowers N for test runs only; env.ts refuses anything below 17 with NODE_ENV=production.
const r = 8;
const p = 1;
const keyLength = 32;

/** scrypt needs 128·N·r bytes; node's default ceiling (32 MiB) is below OWASP's cost. */
const maxmemFor = (n: number) => 128 * n * r * p + 32 * 1024 * 1024;

// At most two hashes at once: each takes 128 MiB and one libuv thread, and image work must keep threads of its own.
// A request that waits for its answer (log-in, password change or reset) goes before hashes that run after the answer
// (a sign-up's, see routes/signup.ts): a wave of sign-ups must not keep a shopper from logging in.
const hashing = new PQueue({ concurrency: 2 });
const priorities = { answer: 1, background: 0 } as const;

/** `background`: nobody waits for this hash (sign-up); it runs after every queued `answer` one. */
export type HashPriority = keyof typeof priorities;

// The process environment's cost (read once by env.ts): the seed hashes before any app exists.
const currentLogN = () => readEnv().PASSWORD_HASH_LOG_N;

function scryptAsync(
  password: string,
  salt: Buffer,
  length: number,
  options: ScryptOptions,
  priority: HashPriority,
): Promise<Buffer> {
  return hashing.add(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(password.normalize('NFKC'), salt, length, options, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
    { priority: priorities[priority] },
  );
}

/** Hashes a password as `scrypt$N$r$p$salt$hash` (base64url), self-describing so the cost can change later. */
export async function hashPassword(password: string, priority: HashPriority = 'answer'): Promise<string> {
  const n = 2 ** currentLogN();
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, keyLength, { N: n, r, p, maxmem: maxmemFor(n) }, priority);
  return ['scrypt', n, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export interface PasswordCheck {
  valid: boolean;
  /** The hash was made with other parameters than today's: store a new one after a successful log-in. */
  needsRehash: boolean;
}

const withinRange = (value: number, max: number) => Number.isInteger(value) && value >= 1 && value <= max;

/** Checks a password against a stored hash in constant time; malformed hashes never match. */
export async function verifyPassword(password: string, stored: string): Promise<PasswordCheck> {
  const [scheme, nText, rText, pText, salt, hash] = stored.split('$');
  const [n, storedR, storedP] = [Number(nText), Number(rText), Number(pText)];
  if (
    scheme !== 'scrypt' ||
    !salt ||
    !hash ||
    !withinRange(n, 2 ** 20) ||
    !withinRange(storedR, 64) ||
    !withinRange(storedP, 16)
  )
    return { valid: false, needsRehash: false };
  const expected = Buffer.from(hash, 'base64url');
  const key = await scryptAsync(password, Buffer.from(salt, 'base64url'), expected.length, {
    N: n,
    r: storedR,
    p: storedP,
    maxmem: 128 * n * storedR * storedP + 32 * 1024 * 1024,
  }, 'answer');
  const valid = key.length === expected.length && timingSafeEqual(key, expected);
  return { valid, needsRehash: valid && (n !== 2 ** currentLogN() || storedR !== r || storedP !== p) };
}

/** A hash at today's cost to compare against when no account exists, so log-in timing does not reveal unknown emails. */
export function dummyPasswordHash(): string {
  return `scrypt$${2 ** currentLogN()}$${r}$${p}$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`;
}
