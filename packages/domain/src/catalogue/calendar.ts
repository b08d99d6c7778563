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
