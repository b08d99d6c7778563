import { countCalendarDaysBetween, parseContentDate } from '../time/calendar-day.ts';

/** The delivery cut-off fields of a content story (spec point 3). */
export interface DeliveryCutOffDates {
  lodStart?: Date | string | null;
  lodEnd?: Date | string | null;
  safetyLodEnd?: Date | string | null;
  expressLodEnd?: Date | string | null;
  saturdayLodEnd?: Date | string | null;
}

export type CutOffKind = 'safety' | 'cut-off' | 'express';
export type CutOffDay = 'today' | 'tomorrow' | 'default';

export type CutOffMessage =
  /** The cut-off window has not started yet: the block renders, but with an empty message. */
  | { kind: 'empty' }
  | { kind: CutOffKind; day: CutOffDay; deadline: Date; messageKey: `cut-off.${CutOffKind}.${CutOffDay}` }
  | { kind: 'saturday'; deadline: Date; messageKey: 'cut-off.saturday' };

type Candidate = { field: keyof DeliveryCutOffDates; kind: 'empty' | CutOffKind | 'saturday' };

/** Spec point 4's order: window start, then safety cut-off, cut-off, express cut-off, finally Saturday. */
const candidates: readonly Candidate[] = [
  { field: 'lodStart', kind: 'empty' },
  { field: 'safetyLodEnd', kind: 'safety' },
  { field: 'lodEnd', kind: 'cut-off' },
  { field: 'expressLodEnd', kind: 'express' },
  { field: 'saturdayLodEnd', kind: 'saturday' },
];

function selectDay(days: number): CutOffDay {
  if (days === 0) return 'today';
  return days === 1 ? 'tomorrow' : 'default';
}

/**
 * Picks the delivery cut-off message: the first date of the fixed order that is still in the future wins; today and
 * tomorrow are calendar days in the shop's time zone. Null when every date has passed (or none is set).
 */
export function selectCutOffMessage(options: {
  dates: DeliveryCutOffDates;
  now: Date;
  timeZone?: string;
}): CutOffMessage | null {
  const { dates, now, timeZone } = options;
  for (const { field, kind } of candidates) {
    const deadline = parseContentDate(dates[field]);
    // "Still in the future" is strict: at the deadline's exact millisecond the order no longer makes it.
    if (deadline === undefined || deadline.getTime() <= now.getTime()) continue;
    if (kind === 'empty') return { kind };
    if (kind === 'saturday') return { kind, deadline, messageKey: 'cut-off.saturday' };
    const day = selectDay(countCalendarDaysBetween({ from: now, to: deadline, timeZone }));
    return { kind, day, deadline, messageKey: `cut-off.${kind}.${day}` };
  }
  return null;
}
