import { countCalendarDaysBetween, getCalendarDayNumber, parseContentDate } from '../time/calendar-day.ts';

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

type Deadline = { kind: Candidate['kind']; deadline: Date };

/** The set dates in the fixed order, read once. */
function readDeadlines(dates: DeliveryCutOffDates): Deadline[] {
  return candidates.flatMap(({ field, kind }) => {
    const deadline = parseContentDate(dates[field]);
    return deadline === undefined ? [] : [{ kind, deadline }];
  });
}

/** The rule at one moment: the first deadline still ahead wins; `daysUntil` counts calendar days from that moment. */
function pickMessage(deadlines: readonly Deadline[], now: number, daysUntil: (deadline: Date) => number): CutOffMessage | null {
  for (const { kind, deadline } of deadlines) {
    // "Still in the future" is strict: at the deadline's exact millisecond the order no longer makes it.
    if (deadline.getTime() <= now) continue;
    if (kind === 'empty') return { kind };
    if (kind === 'saturday') return { kind, deadline, messageKey: 'cut-off.saturday' };
    const day = selectDay(daysUntil(deadline));
    return { kind, day, deadline, messageKey: `cut-off.${kind}.${day}` };
  }
  return null;
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
  return pickMessage(readDeadlines(dates), now.getTime(), (deadline) => countCalendarDaysBetween({ from: now, to: deadline, timeZone }));
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
  const deadlines = readDeadlines(dates);
  const ahead = deadlines.map(({ deadline }) => deadline.getTime()).filter((time) => time > start);
  const end = Math.min(Math.max(start, ...ahead), start + (options.horizonMs ?? 16 * 24 * 3600 * 1000));
  // Each moment's calendar day (days since 1970 in the zone), read once: the deadlines' days are asked at every moment.
  const days = new Map<number, number>();
  const dayOf = (time: number): number => {
    let day = days.get(time);
    if (day === undefined) {
      day = getCalendarDayNumber({ date: new Date(time), timeZone });
      days.set(time, day);
    }
    return day;
  };
  const instants = new Set<number>([start, ...ahead.filter((time) => time <= end)]);
  // The quarter hours at which a new day has begun. A zone's calendar day only moves forward (the shop's zones change
  // their clocks at night, never across midnight), so a binary search over the grid finds each one: about a dozen days
  // read per day instead of 96 (issue 16: the whole grid cost a fresh render 5-7 ms).
  const first = Math.ceil(start / QUARTER_HOUR_MS) * QUARTER_HOUR_MS;
  const count = end >= first ? Math.floor((end - first) / QUARTER_HOUR_MS) + 1 : 0;
  const grid = (index: number) => first + index * QUARTER_HOUR_MS;
  let day = dayOf(start);
  for (let from = 0; from < count && dayOf(grid(count - 1)) !== day; ) {
    let low = from;
    let high = count - 1;
    while (low < high) {
      const middle = Math.floor((low + high) / 2);
      if (dayOf(grid(middle)) === day) low = middle + 1;
      else high = middle;
    }
    instants.add(grid(low));
    day = dayOf(grid(low));
    from = low + 1;
  }
  const periods: CutOffMessagePeriod[] = [];
  for (const time of [...instants].sort((a, b) => a - b)) {
    const message = pickMessage(deadlines, time, (deadline) => dayOf(deadline.getTime()) - dayOf(time));
    const last = periods.at(-1);
    if (last && sameMessage(last.message, message)) continue;
    periods.push({ from: new Date(time), message });
  }
  return periods;
}
