import type { CalendarMounting, CalendarType } from '../catalogue/calendar.ts';
import { DEFAULT_CALENDAR_ACCESSORY_TYPE } from '../catalogue/calendar.ts';
import { buildCommonLaunchParams, pickLaunchParams, type CommonLaunchInput, type LaunchParams } from './launch-params.ts';

/** The shop's home time zone: "the current month" is the month in Germany, not on the server (our choice). */
export const SHOP_TIME_ZONE = 'Europe/Berlin';

export interface CalendarLaunchInput {
  common: CommonLaunchInput;
  calendarType: CalendarType;
  mounting: CalendarMounting;
  designGroupId: string;
  designId: string;
  /** 1–12; defaults to the current month. */
  startMonth?: number;
  /** Defaults to the current year. */
  startYear?: number;
  /** Defaults to none. */
  accessoryTypes?: readonly string[];
  /** The moment of the launch; the rule never reads the clock itself. */
  now: Date;
  timeZone?: string;
}

/** Year and month (1–12) of a moment in a time zone. */
export function getCalendarMonth(options: { now: Date; timeZone?: string }): { year: number; month: number } {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: options.timeZone ?? SHOP_TIME_ZONE, year: 'numeric', month: 'numeric' }).formatToParts(options.now);
  const read = (type: 'year' | 'month'): number => Number(parts.find((part) => part.type === type)?.value);
  return { year: read('year'), month: read('month') };
}

function isMonth(value: number | undefined): value is number {
  return value !== undefined && Number.isInteger(value) && value >= 1 && value <= 12;
}

function isYear(value: number | undefined): value is number {
  return value !== undefined && Number.isInteger(value) && value >= 1000 && value <= 9999;
}

/** Calendar designer parameters; start month and year default to now, accessory types to none. */
export function buildCalendarLaunchParams(input: CalendarLaunchInput): LaunchParams {
  const current = getCalendarMonth({ now: input.now, timeZone: input.timeZone });
  const accessoryTypes = input.accessoryTypes?.filter(Boolean) ?? [];
  return {
    ...pickLaunchParams({
      calendarType: input.calendarType,
      // An impossible month or year (13, 0, 99) is treated like a missing one rather than sent to the designer.
      startMonth: isMonth(input.startMonth) ? input.startMonth : current.month,
      startYear: isYear(input.startYear) ? input.startYear : current.year,
      mounting: input.mounting,
      accessoryTypes: accessoryTypes.length > 0 ? accessoryTypes.join(',') : DEFAULT_CALENDAR_ACCESSORY_TYPE,
      designGroupId: input.designGroupId,
      designId: input.designId,
    }),
    ...buildCommonLaunchParams(input.common),
  };
}
