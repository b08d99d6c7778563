import { describe, expect, it } from 'vitest';
import { selectCutOffMessage, type DeliveryCutOffDates } from './select-cut-off-message.ts';

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
