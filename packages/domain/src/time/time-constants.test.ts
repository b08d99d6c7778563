import { describe, expect, it } from 'vitest';
import {
  DAYS_PER_WEEK,
  DAYS_PER_YEAR,
  HOURS_PER_DAY,
  MILLISECONDS_PER_DAY,
  MILLISECONDS_PER_SECOND,
  MILLISECONDS_PER_WEEK,
  MILLISECONDS_PER_YEAR,
  MINUTES_PER_HOUR,
  SECONDS_PER_MINUTE,
} from './time-constants.ts';

describe('time constants', () => {
  it.each([
    [MILLISECONDS_PER_SECOND, 1000],
    [SECONDS_PER_MINUTE, 60],
    [MINUTES_PER_HOUR, 60],
    [HOURS_PER_DAY, 24],
    [DAYS_PER_WEEK, 7],
    [DAYS_PER_YEAR, 365],
    [MILLISECONDS_PER_DAY, 86_400_000],
    [MILLISECONDS_PER_WEEK, 604_800_000],
    [MILLISECONDS_PER_YEAR, 31_536_000_000],
  ])('%d = %d', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
