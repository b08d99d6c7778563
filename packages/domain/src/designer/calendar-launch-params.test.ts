import { describe, expect, it } from 'vitest';
import { buildCalendarLaunchParams } from './calendar-launch-params.ts';
import type { CommonLaunchInput } from './launch-params.ts';

const common: CommonLaunchInput = { locale: 'de-DE', platform: 'web' };

const now = new Date('2026-11-21T12:00:00Z');

describe('buildCalendarLaunchParams', () => {
  const base = {
    common,
    calendarType: 'wandkalender',
    mounting: 'spirale',
    designGroupId: '12',
    designId: '345',
    now,
  } as const;

  it('defaults start month and year to the current month, accessory types to none', () => {
    expect(buildCalendarLaunchParams(base)).toEqual({
      calendarType: 'wandkalender',
      startMonth: '11',
      startYear: '2026',
      mounting: 'spirale',
      accessoryTypes: 'none',
      designGroupId: '12',
      designId: '345',
      locale: 'de-DE',
      platform: 'web',
    });
  });

  it.each([
    [{ startMonth: 3, startYear: 2027 }, '3', '2027'],
    [{ startMonth: 1 }, '1', '2026'],
    [{ startMonth: 12 }, '12', '2026'],
    [{ startMonth: 13 }, '11', '2026'],
    [{ startMonth: 0 }, '11', '2026'],
    [{ startMonth: 2.5 }, '11', '2026'],
    [{ startYear: 99 }, '11', '2026'],
    [{ startYear: 10000 }, '11', '2026'],
  ])('%j → month %s, year %s', (overrides, startMonth, startYear) => {
    const params = buildCalendarLaunchParams({ ...base, ...overrides });
    expect([params.startMonth, params.startYear]).toEqual([startMonth, startYear]);
  });

  it.each([
    [['ribbon'], 'ribbon'],
    [['ribbon', 'hook'], 'ribbon,hook'],
    [[], 'none'],
    [[''], 'none'],
  ])('accessory types %j → %s', (accessoryTypes, expected) => {
    expect(buildCalendarLaunchParams({ ...base, accessoryTypes }).accessoryTypes).toBe(expected);
  });

  it.each([
    ['2026-12-31T23:30:00Z', undefined, '2027', '1'],
    ['2026-12-31T23:30:00Z', 'UTC', '2026', '12'],
    ['2026-06-30T21:59:59Z', undefined, '2026', '6'],
    ['2026-06-30T22:00:00Z', undefined, '2026', '7'],
  ])('launched at %s in %s starts %s-%s', (iso, timeZone, year, month) => {
    const params = buildCalendarLaunchParams({ ...base, now: new Date(iso), timeZone });
    expect([params.startYear, params.startMonth]).toEqual([year, month]);
  });
});
