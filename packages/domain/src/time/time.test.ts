import { describe, expect, it } from 'vitest';
import { countCalendarDaysBetween, getCalendarDay, parseContentDate } from './calendar-day.ts';
import { describeRelativeTime, formatRelativeTime } from './relative-time.ts';
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

describe('calendar days', () => {
  it.each([
    ['2026-11-21T22:59:00Z', undefined, { year: 2026, month: 11, day: 21 }],
    ['2026-11-21T23:00:00Z', undefined, { year: 2026, month: 11, day: 22 }],
    ['2026-11-21T23:00:00Z', 'UTC', { year: 2026, month: 11, day: 21 }],
  ])('%s in %s → %j', (iso, timeZone, expected) => {
    expect(getCalendarDay({ date: new Date(iso), timeZone })).toEqual(expected);
  });

  it.each([
    ['2026-11-21T09:00:00Z', '2026-11-21T20:00:00Z', 0],
    ['2026-11-21T09:00:00Z', '2026-11-22T00:00:00Z', 1],
    ['2026-11-21T09:00:00Z', '2026-11-20T09:00:00Z', -1],
    // Across the switch to summer time the day still counts as one.
    ['2026-03-28T12:00:00Z', '2026-03-29T12:00:00Z', 1],
    ['2026-12-31T12:00:00Z', '2027-01-02T12:00:00Z', 2],
  ])('%s → %s is %i days', (from, to, expected) => {
    expect(countCalendarDaysBetween({ from: new Date(from), to: new Date(to) })).toBe(expected);
  });

  it.each([
    ['2026-11-21 14:00', '2026-11-21T14:00:00.000Z'],
    ['2026-11-21T14:00', '2026-11-21T14:00:00.000Z'],
    ['2026-11-21 14:00:30', '2026-11-21T14:00:30.000Z'],
    ['2026-11-21T14:00:00+01:00', '2026-11-21T13:00:00.000Z'],
    [new Date('2026-11-21T14:00:00Z'), '2026-11-21T14:00:00.000Z'],
    ['', undefined],
    ['   ', undefined],
    ['tomorrow', undefined],
    [null, undefined],
    [undefined, undefined],
    [new Date(Number.NaN), undefined],
  ])('parseContentDate(%j) → %s', (value, expected) => {
    expect(parseContentDate(value)?.toISOString()).toBe(expected);
  });
});

describe('relative time', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  const ago = (milliseconds: number): Date => new Date(now.getTime() - milliseconds);

  it.each([
    [0, { unit: 'just-now' }],
    [59_999, { unit: 'just-now' }],
    [-59_999, { unit: 'just-now' }],
    [60_000, { unit: 'minute', value: -1 }],
    [5 * 60_000 + 30_000, { unit: 'minute', value: -5 }],
    [3_600_000, { unit: 'hour', value: -1 }],
    [86_400_000 * 2, { unit: 'day', value: -2 }],
    [86_400_000 * 14, { unit: 'week', value: -2 }],
    [86_400_000 * 400, { unit: 'year', value: -1 }],
    [-3_600_000 * 3, { unit: 'hour', value: 3 }],
  ])('%i ms ago → %j', (milliseconds, expected) => {
    expect(describeRelativeTime({ date: ago(milliseconds), now })).toEqual(expected);
  });

  it('treats an invalid date as just now', () => {
    expect(describeRelativeTime({ date: new Date(Number.NaN), now })).toEqual({ unit: 'just-now' });
  });

  it.each([
    [30_000, 'de-DE', 'gerade eben'],
    [30_000, 'en-GB', 'just now'],
    [30_000, 'fr-CH', "à l'instant"],
    [30_000, 'nl-BE', 'zojuist'],
    [30_000, 'es-ES', 'justo ahora'],
    [30_000, 'it-IT', 'proprio ora'],
    [5 * 60_000, 'de-DE', 'vor 5 Minuten'],
    [5 * 60_000, 'en-US', '5 minutes ago'],
    [86_400_000, 'en-GB', 'yesterday'],
    [30_000, 'xx', 'gerade eben'],
  ])('%i ms ago in %s → %s', (milliseconds, locale, expected) => {
    expect(formatRelativeTime({ date: ago(milliseconds), now, locale })).toBe(expected);
  });
});
