import { describe, expect, it } from 'vitest';
import { countCalendarDaysBetween, getCalendarDay, parseContentDate } from './calendar-day.ts';

describe('calendar days', () => {
  it.each([
    ['2026-11-21T22:59:00Z', undefined, { year: 2026, month: 11, day: 21 }],
    ['2026-11-21T23:00:00Z', undefined, { year: 2026, month: 11, day: 22 }],
    ['2026-11-21T23:00:00Z', 'UTC', { year: 2026, month: 11, day: 21 }],
  ])('%s in %s → %j', (iso, timeZone, expected) => {
    expect(getCalendarDay({ date: new Date(iso), timeZone })).toEqual(expected);
  });

  it('keeps each time zone apart when it reuses their formatters, and refuses an unknown zone every time', () => {
    const moment = new Date('2026-11-21T23:30:00Z');
    for (let round = 0; round < 2; round += 1) {
      expect(getCalendarDay({ date: moment, timeZone: 'Europe/Berlin' })).toEqual({ year: 2026, month: 11, day: 22 });
      expect(getCalendarDay({ date: moment, timeZone: 'America/New_York' })).toEqual({ year: 2026, month: 11, day: 21 });
      expect(() => getCalendarDay({ date: moment, timeZone: 'Mars/Olympus' })).toThrow(RangeError);
    }
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
