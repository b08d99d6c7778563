import { isLocale, localeSettings, type Language } from '@shop/config/markets';
import {
  DAYS_PER_WEEK,
  DAYS_PER_YEAR,
  HOURS_PER_DAY,
  MILLISECONDS_PER_DAY,
  MILLISECONDS_PER_HOUR,
  MILLISECONDS_PER_MINUTE,
} from './time-constants.ts';

export type RelativeTime = { unit: 'just-now' } | { unit: Intl.RelativeTimeFormatUnit; value: number };

/** "Just now" per language: Intl has no phrase for "under a minute ago". */
export const justNowTexts: Readonly<Record<Language, string>> = {
  de: 'gerade eben',
  en: 'just now',
  es: 'justo ahora',
  fr: "à l'instant",
  it: 'proprio ora',
  nl: 'zojuist',
};

/** How long ago (negative) or ahead (positive) a moment is, in the largest whole unit; under a minute is just now. */
export function describeRelativeTime(options: { date: Date; now: Date }): RelativeTime {
  const elapsed = options.date.getTime() - options.now.getTime();
  const magnitude = Math.abs(elapsed);
  if (!Number.isFinite(elapsed) || magnitude < MILLISECONDS_PER_MINUTE) return { unit: 'just-now' };
  const sign = Math.sign(elapsed);
  const units: readonly [Intl.RelativeTimeFormatUnit, number][] = [
    ['year', MILLISECONDS_PER_DAY * DAYS_PER_YEAR],
    ['week', MILLISECONDS_PER_DAY * DAYS_PER_WEEK],
    ['day', MILLISECONDS_PER_HOUR * HOURS_PER_DAY],
    ['hour', MILLISECONDS_PER_HOUR],
  ];
  for (const [unit, size] of units) {
    if (magnitude >= size) return { unit, value: sign * Math.floor(magnitude / size) };
  }
  return { unit: 'minute', value: sign * Math.floor(magnitude / MILLISECONDS_PER_MINUTE) };
}

/** A relative time in words ("vor 5 Minuten", "just now"); an unknown locale falls back to de-DE. */
export function formatRelativeTime(options: { date: Date; now: Date; locale: string }): string {
  const locale = isLocale(options.locale) ? options.locale : 'de-DE';
  const relative = describeRelativeTime(options);
  if (relative.unit === 'just-now') return justNowTexts[localeSettings[locale].language];
  return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(relative.value, relative.unit);
}
