export const calendarTypes = [
  'familienplaner',
  'kuechenkalender',
  'terminkalender',
  'tischkalender',
  'wandkalender',
] as const;
export type CalendarType = (typeof calendarTypes)[number];

export const calendarMountings = ['holzblock', 'holzfuss', 'lochung', 'spirale', 'ohne'] as const;
export type CalendarMounting = (typeof calendarMountings)[number];

export const calendarFormats = [
  'a3-hoch',
  'a3-quer',
  'a4-hoch',
  'a4-quer',
  'a5-quer',
  'a6-hoch',
  'a6-quer',
  '150-400',
  '200-400',
  '130-300',
  '145-145',
  '200-200',
  '300-300',
  '265-120',
] as const;
export type CalendarFormat = (typeof calendarFormats)[number];

/** Calendars ship without accessories unless the customer picks some (spec point 3). */
export const DEFAULT_CALENDAR_ACCESSORY_TYPE = 'none';

/**
 * The formats of each calendar type: the shop API's price list sells these (apps/shop-api catalogue `calendarTypes`)
 * and the shops launch designs by them. A design belongs to the first type, in this order, that offers every format of the design (our rule: the shop API
 * answers design groups without a type).
 */
export const calendarTypeFormats: Readonly<Record<CalendarType, readonly CalendarFormat[]>> = {
  familienplaner: ['150-400', '200-400'],
  kuechenkalender: ['130-300'],
  tischkalender: ['a5-quer', 'a6-quer', '145-145', '265-120'],
  terminkalender: ['a5-quer', 'a4-quer'],
  wandkalender: ['a3-hoch', 'a3-quer', 'a4-hoch', 'a4-quer', '200-200', '300-300'],
};

export function calendarTypeOf(formats: readonly string[]): CalendarType | undefined {
  if (formats.length === 0) return undefined;
  return (Object.keys(calendarTypeFormats) as CalendarType[]).find((type) => formats.every((format) => (calendarTypeFormats[type] as readonly string[]).includes(format)));
}
