import { describe, expect, it } from 'vitest';
import { parseContentDate } from '../time/calendar-day.ts';
import { cutOffMessageTimeline, selectCutOffMessage, type DeliveryCutOffDates } from './select-cut-off-message.ts';

// Saturday 21 November 2026, 10:00 in Berlin.
const now = new Date('2026-11-21T09:00:00Z');

function select(dates: DeliveryCutOffDates): string {
  const message = selectCutOffMessage({ dates, now });
  if (message === null) return 'null';
  return message.kind === 'empty' ? 'empty' : message.messageKey;
}

describe('selectCutOffMessage', () => {
  it.each([
    [
      'window not started yet → empty',
      { lodStart: '2026-11-21 12:00', safetyLodEnd: '2026-11-21 13:00' },
      'empty',
    ],
    [
      'window started, safety today',
      { lodStart: '2026-11-21 08:00', safetyLodEnd: '2026-11-21 13:00', lodEnd: '2026-11-21 15:00' },
      'cut-off.safety.today',
    ],
    ['safety tomorrow', { safetyLodEnd: '2026-11-22 10:00' }, 'cut-off.safety.tomorrow'],
    ['safety later', { safetyLodEnd: '2026-11-25 10:00' }, 'cut-off.safety.default'],
    [
      'safety passed → cut-off today',
      { safetyLodEnd: '2026-11-21 08:00', lodEnd: '2026-11-21 15:00' },
      'cut-off.cut-off.today',
    ],
    ['cut-off tomorrow', { lodEnd: '2026-11-22T15:00:00Z' }, 'cut-off.cut-off.tomorrow'],
    ['cut-off later', { lodEnd: '2026-12-01 15:00' }, 'cut-off.cut-off.default'],
    [
      'cut-off passed → express today',
      { lodEnd: '2026-11-21 08:00', expressLodEnd: '2026-11-21 20:00' },
      'cut-off.express.today',
    ],
    ['express tomorrow', { expressLodEnd: '2026-11-22 20:00' }, 'cut-off.express.tomorrow'],
    ['express later', { expressLodEnd: '2026-11-28 20:00' }, 'cut-off.express.default'],
    [
      'all weekday dates passed → Saturday',
      { lodEnd: '2026-11-20 15:00', expressLodEnd: '2026-11-21 08:00', saturdayLodEnd: '2026-11-21 11:00' },
      'cut-off.saturday',
    ],
    [
      'everything passed',
      { lodStart: '2026-11-20 08:00', lodEnd: '2026-11-20 15:00', saturdayLodEnd: '2026-11-21 08:00' },
      'null',
    ],
    ['no dates', {}, 'null'],
    [
      'exactly now counts as passed',
      { lodEnd: now, expressLodEnd: '2026-11-21 20:00' },
      'cut-off.express.today',
    ],
    [
      'invalid dates are skipped',
      {
        lodStart: 'soon',
        safetyLodEnd: '',
        lodEnd: null,
        expressLodEnd: new Date('x'),
        saturdayLodEnd: '2026-11-21 11:00',
      },
      'cut-off.saturday',
    ],
    ['Date objects work', { safetyLodEnd: new Date('2026-11-21T16:00:00Z') }, 'cut-off.safety.today'],
    // 23:30 UTC on Saturday is already Sunday in Berlin: "tomorrow" counts Berlin days, not UTC ones.
    ['Berlin day, not UTC day', { lodEnd: '2026-11-21 23:30' }, 'cut-off.cut-off.tomorrow'],
  ] as const)('%s', (_name, dates, expected) => {
    expect(select(dates)).toBe(expected);
  });

  it('returns the deadline that won', () => {
    expect(selectCutOffMessage({ dates: { lodEnd: '2026-11-21 15:00' }, now })).toEqual({
      kind: 'cut-off',
      day: 'today',
      deadline: new Date('2026-11-21T15:00:00Z'),
      messageKey: 'cut-off.cut-off.today',
    });
  });

  it('counts days in a given time zone', () => {
    const message = selectCutOffMessage({ dates: { lodEnd: '2026-11-21 23:30' }, now, timeZone: 'UTC' });
    expect(message).toMatchObject({ day: 'today' });
  });
});

describe('cutOffMessageTimeline', () => {
  const key = (message: ReturnType<typeof selectCutOffMessage>) => (message === null ? 'null' : message.kind === 'empty' ? 'empty' : message.messageKey);
  // Friday 20 November 2026 (content dates are UTC): safety cut-off 11:00, cut-off 12:00, express 15:00, Saturday 10:00.
  const dates: DeliveryCutOffDates = {
    lodStart: '2026-11-20 06:00',
    safetyLodEnd: '2026-11-20 11:00',
    lodEnd: '2026-11-20 12:00',
    expressLodEnd: '2026-11-20 15:00',
    saturdayLodEnd: '2026-11-21 10:00',
  };
  const at = (iso: string) => new Date(iso);
  const messageAt = (periods: ReturnType<typeof cutOffMessageTimeline>, time: Date) =>
    [...periods].reverse().find((period) => period.from.getTime() <= time.getTime())?.message ?? null;

  it('changes exactly at each cut-off: one millisecond before it the old message, at it the next', () => {
    const periods = cutOffMessageTimeline({ dates, now: at('2026-11-20T04:30:00Z') });
    expect(periods.map((period) => [period.from.toISOString(), key(period.message)])).toEqual([
      ['2026-11-20T04:30:00.000Z', 'empty'],
      ['2026-11-20T06:00:00.000Z', 'cut-off.safety.today'],
      ['2026-11-20T11:00:00.000Z', 'cut-off.cut-off.today'],
      ['2026-11-20T12:00:00.000Z', 'cut-off.express.today'],
      ['2026-11-20T15:00:00.000Z', 'cut-off.saturday'],
      ['2026-11-21T10:00:00.000Z', 'null'],
    ]);
    // Around the 12:00 cut-off, the timeline agrees with the rule evaluated at that moment.
    for (const iso of ['2026-11-20T11:59:59.999Z', '2026-11-20T12:00:00.000Z', '2026-11-20T12:00:00.001Z', '2026-11-20T10:59:59.999Z']) {
      expect(key(messageAt(periods, at(iso))), iso).toBe(key(selectCutOffMessage({ dates, now: at(iso) })));
    }
    expect(key(messageAt(periods, at('2026-11-20T11:59:59.999Z')))).toBe('cut-off.cut-off.today');
    expect(key(messageAt(periods, at('2026-11-20T12:00:00.000Z')))).toBe('cut-off.express.today');
  });

  it('turns "tomorrow" into "today" at the shop’s midnight', () => {
    const periods = cutOffMessageTimeline({ dates: { lodEnd: '2026-11-21 12:00' }, now: at('2026-11-20T20:00:00Z') });
    expect(periods.map((period) => [period.from.toISOString(), key(period.message)])).toEqual([
      ['2026-11-20T20:00:00.000Z', 'cut-off.cut-off.tomorrow'],
      // Midnight in Berlin is 23:00 UTC.
      ['2026-11-20T23:00:00.000Z', 'cut-off.cut-off.today'],
      ['2026-11-21T12:00:00.000Z', 'null'],
    ]);
  });

  // The rule evaluated at the start, at each date and at every quarter hour up to the last date: what the timeline
  // must equal, however it finds the moments at which a new day begins.
  function everyQuarterHour(options: { dates: DeliveryCutOffDates; now: Date; timeZone?: string }) {
    const quarter = 15 * 60 * 1000;
    const start = options.now.getTime();
    const ahead = Object.values(options.dates)
      .map((value) => parseContentDate(value)?.getTime() ?? NaN)
      .filter((time) => time > start);
    const end = Math.min(Math.max(start, ...ahead), start + 16 * 24 * 3600 * 1000);
    const instants = new Set([start, ...ahead.filter((time) => time <= end)]);
    for (let time = Math.ceil(start / quarter) * quarter; time <= end; time += quarter) instants.add(time);
    const periods: [string, string][] = [];
    for (const time of [...instants].sort((a, b) => a - b)) {
      const message = key(selectCutOffMessage({ dates: options.dates, now: new Date(time), timeZone: options.timeZone }));
      if (periods.at(-1)?.[1] !== message) periods.push([new Date(time).toISOString(), message]);
    }
    return periods;
  }

  it.each([
    // Across the switch to summer time and back in Berlin, London and New York; half- and quarter-hour zones; a start
    // between quarter hours; dates 16 days and more ahead.
    ['Europe/Berlin', '2026-03-27T17:07:00Z', { lodEnd: '2026-03-30 09:00', saturdayLodEnd: '2026-04-04 08:00' }],
    ['Europe/Berlin', '2026-10-23T22:59:59Z', { safetyLodEnd: '2026-10-24 23:30', lodEnd: '2026-10-26 12:00' }],
    ['Europe/London', '2026-10-24T12:00:00Z', { lodStart: '2026-10-24 18:00', lodEnd: '2026-10-27 00:00' }],
    ['America/New_York', '2026-10-31T03:00:00Z', { lodEnd: '2026-11-02 04:59', expressLodEnd: '2026-11-03 05:00' }],
    ['Asia/Kolkata', '2026-11-20T18:29:00Z', { lodEnd: '2026-11-22 18:30' }],
    ['Asia/Kathmandu', '2026-11-20T18:00:00Z', { lodEnd: '2026-11-23 18:15' }],
    [undefined, '2026-11-20T04:30:00Z', { lodStart: '2026-11-20 06:00', lodEnd: '2026-12-06 12:00' }],
  ] as const)('in %s from %s: the same periods as the rule at every quarter hour', (timeZone, iso, dates) => {
    const options = { dates, now: at(iso), timeZone };
    const periods = cutOffMessageTimeline(options).map((period) => [period.from.toISOString(), key(period.message)]);
    expect(periods).toEqual(everyQuarterHour(options));
    expect(periods.length).toBeGreaterThan(2);
  });

  it('holds one period when every date has passed', () => {
    expect(cutOffMessageTimeline({ dates, now: at('2026-11-22T00:00:00Z') }).map((period) => key(period.message))).toEqual(['null']);
  });
});
