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
