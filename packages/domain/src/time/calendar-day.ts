import { MILLISECONDS_PER_DAY, SHOP_TIME_ZONE } from './time-constants.ts';

export interface CalendarDay {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * One formatter per time zone: building one costs more than formatting with it, and the delivery cut-off schedule
 * reads the day of every quarter hour up to its last deadline (issue 16). An unknown zone throws and is not kept.
 */
function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' });
    dayFormats.set(timeZone, format);
  }
  return format;
}

/** The calendar day of a moment in a time zone (default: the shop's). */
export function getCalendarDay(options: { date: Date; timeZone?: string }): CalendarDay {
  const parts = dayFormat(options.timeZone ?? SHOP_TIME_ZONE).formatToParts(options.date);
  const read = (type: 'year' | 'month' | 'day'): number =>
    Number(parts.find((part) => part.type === type)?.value);
  return { year: read('year'), month: read('month'), day: read('day') };
}

/** The calendar day of a moment in a time zone as a whole number of days since 1 January 1970. */
export function getCalendarDayNumber(options: { date: Date; timeZone?: string }): number {
  const { year, month, day } = getCalendarDay(options);
  return Date.UTC(year, month - 1, day) / MILLISECONDS_PER_DAY;
}

/** Whole calendar days from one moment to another in a time zone: 0 same day, 1 next day, −1 the day before. */
export function countCalendarDaysBetween(options: { from: Date; to: Date; timeZone?: string }): number {
  const { timeZone } = options;
  return getCalendarDayNumber({ date: options.to, timeZone }) - getCalendarDayNumber({ date: options.from, timeZone });
}

/**
 * Reads a content date: a Date, an ISO string, or the content service's `YYYY-MM-DD HH:mm`, which is UTC.
 * Returns undefined for anything that is not a valid moment.
 */
export function parseContentDate(value: Date | string | null | undefined): Date | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const trimmed = value.trim();
  const contentFormat = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2})?)$/.exec(trimmed);
  const date = new Date(contentFormat ? `${contentFormat[1]}T${contentFormat[2]}Z` : trimmed);
  return Number.isNaN(date.getTime()) ? undefined : date;
}
