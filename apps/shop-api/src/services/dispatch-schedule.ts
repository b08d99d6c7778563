/** Wall-clock parts of an instant in a time zone. */
function localParts(instant: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
    weekday: 'short',
  }).formatToParts(instant);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  return {
    year: Number(get('year')),
    month: Number(get('month')),
    day: Number(get('day')),
    hour: Number(get('hour')),
    minute: Number(get('minute')),
    second: Number(get('second')),
    weekday: get('weekday'),
  };
}

function offsetMs(instant: Date, timeZone: string): number {
  const p = localParts(instant, timeZone);
  return (
    Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) -
    Math.floor(instant.getTime() / 1000) * 1000
  );
}

/** The instant of a local date and minute of day in a time zone (DST-safe: the offset is re-read at the result). */
export function zonedInstant(
  date: { year: number; month: number; day: number },
  minuteOfDay: number,
  timeZone: string,
): Date {
  const guess = Date.UTC(date.year, date.month - 1, date.day, Math.floor(minuteOfDay / 60), minuteOfDay % 60);
  let result = guess - offsetMs(new Date(guess), timeZone);
  result = guess - offsetMs(new Date(result), timeZone);
  return new Date(result);
}

interface LocalDay {
  year: number;
  month: number;
  day: number;
  weekday: number;
}

/** Local calendar day `offset` days after the local day of `instant` (0 = Sunday ... 6 = Saturday). */
function localDay(instant: Date, timeZone: string, offset: number): LocalDay {
  const p = localParts(instant, timeZone);
  const utc = new Date(Date.UTC(p.year, p.month - 1, p.day + offset));
  return {
    year: utc.getUTCFullYear(),
    month: utc.getUTCMonth() + 1,
    day: utc.getUTCDate(),
    weekday: utc.getUTCDay(),
  };
}

const isWorkingDay = (day: LocalDay) => day.weekday >= 1 && day.weekday <= 5;

/** The first day (today or later) matching `accept` whose `minuteOfDay` is still ahead of `now`. */
function nextDeadline(
  now: Date,
  timeZone: string,
  minuteOfDay: number,
  accept: (day: LocalDay) => boolean,
): { day: LocalDay; at: Date } {
  for (let offset = 0; offset < 14; offset += 1) {
    const day = localDay(now, timeZone, offset);
    if (!accept(day)) continue;
    const at = zonedInstant(day, minuteOfDay, timeZone);
    if (at.getTime() > now.getTime()) return { day, at };
  }
  throw new Error('No deadline within two weeks');
}

function addWorkingDays(day: LocalDay, count: number, timeZone: string): LocalDay {
  let current = day;
  let added = 0;
  let noon = zonedInstant(current, 12 * 60, timeZone);
  while (added < count) {
    current = localDay(noon, timeZone, 1);
    noon = zonedInstant(current, 12 * 60, timeZone);
    if (isWorkingDay(current)) added += 1;
  }
  return current;
}

const isoDate = (day: LocalDay) =>
  `${day.year}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`;

export interface DispatchSchedule {
  timeZone: string;
  lodStartMinute: number;
  safetyCutoffMinute: number;
  cutoffMinute: number;
  expressCutoffMinute: number | null;
  saturdayCutoffMinute: number | null;
  deliveryDays: number;
  expressDeliveryDays: number | null;
}

/**
 * The delivery cut-off dates of spec point 3 for a moment: the dispatch day is the next working day whose cut-off is
 * still ahead; window start, safety cut-off and cut-off all belong to that day (so the client's "first date still in
 * the future" walks through them in order), express and Saturday cut-offs are their own next occurrence.
 */
export function computeCutOffs(schedule: DispatchSchedule, now: Date) {
  const { timeZone } = schedule;
  const dispatch = nextDeadline(now, timeZone, schedule.cutoffMinute, isWorkingDay);
  const express =
    schedule.expressCutoffMinute === null
      ? null
      : nextDeadline(now, timeZone, schedule.expressCutoffMinute, isWorkingDay);
  const saturday =
    schedule.saturdayCutoffMinute === null
      ? null
      : nextDeadline(now, timeZone, schedule.saturdayCutoffMinute, (day) => day.weekday === 6);
  return {
    lodStart: zonedInstant(dispatch.day, schedule.lodStartMinute, timeZone).toISOString(),
    safetyLodEnd: zonedInstant(dispatch.day, schedule.safetyCutoffMinute, timeZone).toISOString(),
    lodEnd: dispatch.at.toISOString(),
    expressLodEnd: express ? express.at.toISOString() : null,
    saturdayLodEnd: saturday ? saturday.at.toISOString() : null,
    dispatchDate: isoDate(dispatch.day),
    deliveryDate: isoDate(addWorkingDays(dispatch.day, schedule.deliveryDays, timeZone)),
    expressDeliveryDate:
      express && schedule.expressDeliveryDays !== null
        ? isoDate(addWorkingDays(express.day, schedule.expressDeliveryDays, timeZone))
        : null,
  };
}
