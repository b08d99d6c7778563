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

/** One stretch of time with one message: from `from` (inclusive) until the next entry's `from`. */
export interface CutOffMessagePeriod {
  from: Date;
  message: CutOffMessage | null;
}

/** Grid of the day-label check: "today" becomes "tomorrow" at the shop's midnight, on a quarter hour in every zone. */
const QUARTER_HOUR_MS = 15 * 60 * 1000;

function sameMessage(a: CutOffMessage | null, b: CutOffMessage | null): boolean {
  if (a === null || b === null) return a === b;
  if (a.kind === 'empty' || b.kind === 'empty') return a.kind === b.kind;
  return a.messageKey === b.messageKey && a.deadline.getTime() === b.deadline.getTime();
}

/**
 * Every message the block will show from `now` on, for as long as any date lies ahead (at most `horizonMs`): the
 * message changes only when a date passes (at its exact millisecond) or when a calendar day ends in the shop's time
 * zone (today → tomorrow). A cached page hands this to the browser, which shows the period of its own clock, so the
 * message is right at every moment however old the page is.
 */
export function cutOffMessageTimeline(options: {
  dates: DeliveryCutOffDates;
  now: Date;
  timeZone?: string;
  horizonMs?: number;
}): CutOffMessagePeriod[] {
  const { dates, now, timeZone } = options;
  const start = now.getTime();
  const deadlines = candidates
    .map(({ field }) => parseContentDate(dates[field])?.getTime())
    .filter((time): time is number => time !== undefined && time > start);
  const end = Math.min(Math.max(start, ...deadlines), start + (options.horizonMs ?? 16 * 24 * 3600 * 1000));
  const instants = new Set<number>([start, ...deadlines.filter((time) => time <= end)]);
  for (let time = Math.ceil(start / QUARTER_HOUR_MS) * QUARTER_HOUR_MS; time <= end; time += QUARTER_HOUR_MS) instants.add(time);
  const periods: CutOffMessagePeriod[] = [];
  for (const time of [...instants].sort((a, b) => a - b)) {
    const message = selectCutOffMessage({ dates, now: new Date(time), timeZone });
    const last = periods.at(-1);
    if (last && sameMessage(last.message, message)) continue;
    periods.push({ from: new Date(time), message });
  }
  return periods;
}
