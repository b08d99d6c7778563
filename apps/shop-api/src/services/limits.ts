import {
  RateLimiterDrizzle,
  RateLimiterMemory,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';

/** A counter: `points` per `durationSeconds` (a fixed window per key). */
export interface LimitRule {
  points: number;
  durationSeconds: number;
}

/**
 * Makes named limiters on one store: the database (rate-limiter-flexible's drizzle store on the `rate_limits` table,
 * which works the same on PGlite and on postgres-js, so limits hold across API instances) or memory (tests that want
 * their own counters).
 */
export type LimiterFactory = (name: string, rule: LimitRule) => RateLimiterAbstract;

export function databaseLimiters(db: Db): LimiterFactory {
  return (name, rule) =>
    new RateLimiterDrizzle({
      storeClient: db,
      schema: rateLimits,
      keyPrefix: name,
      points: rule.points,
      duration: rule.durationSeconds,
    });
}

export const memoryLimiters: LimiterFactory = (name, rule) =>
  new RateLimiterMemory({ keyPrefix: name, points: rule.points, duration: rule.durationSeconds });

/** The limiter's answer when a key is over its limit; store errors are rethrown (they are not a refusal). */
export function rejection(error: unknown): RateLimiterRes {
  if (error instanceof RateLimiterRes) return error;
  throw error;
}

export function retryAfterSeconds(res: RateLimiterRes): number {
  return Math.max(1, Math.ceil(res.msBeforeNext / 1000));
}

/** 429 `too_many_requests` with Retry-After. */
export function tooManyRequests(res: RateLimiterRes, message: string, code = 'too_many_requests'): ApiError {
  return new ApiError({ status: 429, code, message, retryAfterSeconds: retryAfterSeconds(res) });
}

/** Counts one request for each key; the first key over its limit is a 429 (the keys already counted stay counted). */
export async function consumeAll(
  checks: readonly { limiter: RateLimiterAbstract; key: string }[],
  message: string,
): Promise<void> {
  for (const { limiter, key } of checks) {
    try {
      await limiter.consume(key);
    } catch (error) {
      throw tooManyRequests(rejection(error), message);
    }
  }
}

/** Forms that cost a mail, a password hash or a stored row: each limited per e-mail address and per client address. */
export type LimitedForm = 'signup' | 'reset' | 'newsletter' | 'contact';

/**
 * Per address: how many requests one e-mail address may cause (mails to one inbox). Per client: how many one client
 * address may send (generous: many shoppers can share one address behind a company or carrier NAT).
 */
export const formLimitRules: Record<LimitedForm, { perAddress: LimitRule; perClient: LimitRule }> = {
  signup: {
    perAddress: { points: 5, durationSeconds: 3600 },
    perClient: { points: 50, durationSeconds: 900 },
  },
  reset: {
    perAddress: { points: 20, durationSeconds: 3600 },
    perClient: { points: 50, durationSeconds: 900 },
  },
  newsletter: {
    perAddress: { points: 5, durationSeconds: 3600 },
    perClient: { points: 50, durationSeconds: 900 },
  },
  contact: {
    perAddress: { points: 10, durationSeconds: 3600 },
    perClient: { points: 30, durationSeconds: 900 },
  },
};

export interface FormLimits {
  /** Counts one request of `form` for the e-mail address and the client; 429 with Retry-After when either is spent. */
  consume(form: LimitedForm, email: string, client: string): Promise<void>;
}

export function createFormLimits(limiters: LimiterFactory = memoryLimiters): FormLimits {
  const forms = Object.fromEntries(
    (Object.keys(formLimitRules) as LimitedForm[]).map((form) => [
      form,
      {
        perAddress: limiters(`${form}-address`, formLimitRules[form].perAddress),
        perClient: limiters(`${form}-client`, formLimitRules[form].perClient),
      },
    ]),
  ) as Record<LimitedForm, { perAddress: RateLimiterAbstract; perClient: RateLimiterAbstract }>;
  return {
    async consume(form, email, client) {
      const { perAddress, perClient } = forms[form];
      await consumeAll(
        [
          // The client address is unknown only for in-process requests (tests' app.request).
          ...(client === 'unknown' ? [] : [{ limiter: perClient, key: client }]),
          { limiter: perAddress, key: email.toLowerCase() },
        ],
        'Too many requests of this kind, try again later',
      );
    },
  };
}
