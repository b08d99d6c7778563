import type { CalendarMounting, CalendarType } from '../catalogue/calendar.ts';
import { DEFAULT_CALENDAR_ACCESSORY_TYPE } from '../catalogue/calendar.ts';
import { getCalendarDay } from '../time/calendar-day.ts';
import {
  buildCommonLaunchParams,
  pickLaunchParams,
  type CommonLaunchInput,
  type LaunchParams,
} from './launch-params.ts';

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
  /** Defaults to the shop's time zone. */
  timeZone?: string;
}

function isMonth(value: number | undefined): value is number {
  return value !== undefined && Number.isInteger(value) && value >= 1 && value <= 12;
}

function isYear(value: number | undefined): value is number {
  return value !== undefined && Number.isInteger(value) && value >= 1000 && value <= 9999;
}

/** Calendar designer parameters; start month and year default to now, accessory types to none. */
export function buildCalendarLaunchParams(input: CalendarLaunchInput): LaunchParams {
  // "Current" is the shop's month: at 23:30 UTC on 31 December it is already January in Germany.
  const current = getCalendarDay({ date: input.now, timeZone: input.timeZone });
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
