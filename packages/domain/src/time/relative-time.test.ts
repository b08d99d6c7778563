import { describe, expect, it } from 'vitest';
import { describeRelativeTime, formatRelativeTime } from './relative-time.ts';

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
