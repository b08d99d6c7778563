import { ApiError } from '../http/errors.ts';
import { memoryLimiters, rejection, retryAfterSeconds, type LimiterFactory } from './limits.ts';

export interface ThrottleLimits {
  /** Failed log-ins one client address may make in the window (successes are given back). */
  perClient: number;
  /** Attempts on one account in the window that are evaluated without waiting. */
  freePerAccount: number;
  windowSeconds: number;
  /** After the free attempts each further one waits this long, doubling per attempt… */
  firstDelaySeconds: number;
  /** …up to this: an account under attack slows down, its owner is never refused for longer than this. */
  maxDelaySeconds: number;
}

/**
 * Log-in throttle. Every attempt is reserved BEFORE the password hash is computed, so parallel guesses count.
 *
 * - Per client address (the shopper's, see http/client-ip.ts): `perClient` failed attempts per window, then 429 for
 *   that client only; other clients are not affected.
 * - Per account: the first `freePerAccount` attempts in the window are evaluated at once. From the last free one on,
 *   each evaluated attempt closes a gate for a growing delay (15 s, 30 s, 60 s … `maxDelaySeconds`); attempts while the
 *   gate is closed are answered 429 with Retry-After and not evaluated. The owner's right password goes through as soon
 *   as the gate opens (at most `maxDelaySeconds`), instead of being refused for the whole window.
 * - A successful log-in clears the account's counters and gives the client its attempt back.
 */
export interface LoginThrottle {
  reserve(account: string, client: string): Promise<void>;
  succeeded(account: string, client: string): Promise<void>;
}

export const defaultThrottleLimits: ThrottleLimits = {
  perClient: 30,
  freePerAccount: 5,
  windowSeconds: 15 * 60,
  // Long enough that a burst of parallel guesses (which may take seconds to arrive) meets a closed gate.
  firstDelaySeconds: 15,
  maxDelaySeconds: 120,
};

export function createLoginThrottle(
  limiters: LimiterFactory = memoryLimiters,
  limits: ThrottleLimits = defaultThrottleLimits,
): LoginThrottle {
  const window = limits.windowSeconds;
  const perClient = limiters('login-client', { points: limits.perClient, durationSeconds: window });
  const perAccount = limiters('login-account', {
    points: limits.freePerAccount - 1,
    durationSeconds: window,
  });
  const gate = limiters('login-gate', { points: 1, durationSeconds: limits.firstDelaySeconds });
  const delaySeconds = (attempt: number) =>
    Math.min(limits.maxDelaySeconds, limits.firstDelaySeconds * 2 ** (attempt - limits.freePerAccount));
  // The client address is unknown only for in-process requests (tests' app.request): nothing to count per client.
  const countsClient = (client: string) => client !== 'unknown';

  return {
    async reserve(account, client) {
      if (countsClient(client)) {
        try {
          await perClient.consume(client);
        } catch (error) {
          const res = rejection(error);
          throw new ApiError({
            status: 429,
            code: 'too_many_attempts',
            message: 'Too many failed logins from your connection, try again later',
            retryAfterSeconds: retryAfterSeconds(res),
          });
        }
      }
      let attempt: number;
      try {
        attempt = (await perAccount.consume(account)).consumedPoints;
      } catch (error) {
        attempt = rejection(error).consumedPoints;
      }
      if (attempt < limits.freePerAccount) return;
      try {
        await gate.consume(account, 1, { customDuration: delaySeconds(attempt) });
      } catch (error) {
        const res = rejection(error);
        // Not evaluated, so not counted: waiting attempts must not make the next delay longer.
        await perAccount.reward(account);
        if (countsClient(client)) await perClient.reward(client);
        throw new ApiError({
          status: 429,
          code: 'too_many_attempts',
          message: `Too many failed logins for this account, try again in ${retryAfterSeconds(res)} seconds`,
          retryAfterSeconds: retryAfterSeconds(res),
        });
      }
    },
    async succeeded(account, client) {
      await Promise.all([
        perAccount.delete(account),
        gate.delete(account),
        countsClient(client) ? perClient.reward(client) : undefined,
      ]);
    },
  };
}
