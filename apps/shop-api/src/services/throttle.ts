import { ApiError } from '../http/errors.ts';

export interface ThrottleLimits {
  perAccount: number;
  perIp: number;
  windowMs: number;
}

/**
 * Counts failed logins per account and per IP in a sliding window (in memory: one API process per deployment;
 * a restart forgets the counters, which only ever helps a locked-out user). Successful logins are never counted, so
 * many customers behind one IP can still log in.
 */
export interface LoginThrottle {
  assertAllowed(account: string, ip: string, now: Date): void;
  recordFailure(account: string, ip: string, now: Date): void;
  recordSuccess(account: string): void;
}

export const defaultThrottleLimits: ThrottleLimits = { perAccount: 5, perIp: 30, windowMs: 15 * 60 * 1000 };

export function createLoginThrottle(limits: ThrottleLimits = defaultThrottleLimits): LoginThrottle {
  const failures = new Map<string, number[]>();
  const recent = (key: string, now: Date) => {
    const cutoff = now.getTime() - limits.windowMs;
    const list = (failures.get(key) ?? []).filter((time) => time > cutoff);
    if (list.length === 0) failures.delete(key);
    else failures.set(key, list);
    return list;
  };
  const check = (key: string, limit: number, now: Date) => {
    const list = recent(key, now);
    if (list.length >= limit) {
      const retryAfterSeconds = Math.max(
        1,
        Math.ceil(((list[0] ?? now.getTime()) + limits.windowMs - now.getTime()) / 1000),
      );
      throw new ApiError({
        status: 429,
        code: 'too_many_attempts',
        message: 'Too many failed logins, try again later',
        retryAfterSeconds,
      });
    }
  };
  return {
    assertAllowed(account, ip, now) {
      check(`a:${account}`, limits.perAccount, now);
      check(`i:${ip}`, limits.perIp, now);
    },
    recordFailure(account, ip, now) {
      for (const key of [`a:${account}`, `i:${ip}`]) failures.set(key, [...recent(key, now), now.getTime()]);
    },
    recordSuccess(account) {
      failures.delete(`a:${account}`);
    },
  };
}
