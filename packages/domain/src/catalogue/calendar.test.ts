import { describe, expect, it } from 'vitest';
import {
  calendarFormats,
  calendarTypeOf,
  calendarMountings,
  calendarTypes,
  DEFAULT_CALENDAR_ACCESSORY_TYPE,
} from './calendar.ts';

describe('catalogue lists carry the spec values', () => {
  it.each([
    [calendarTypes.length, 5],
    [calendarMountings, ['holzblock', 'holzfuss', 'lochung', 'spirale', 'ohne']],
    [calendarFormats.length, 14],
    [DEFAULT_CALENDAR_ACCESSORY_TYPE, 'none'],
  ])('%j', (actual, expected) => {
    expect(actual).toEqual(expected);
  });
});

describe('calendarTypeOf', () => {
  it.each([
    [['150-400', '200-400'], 'familienplaner'],
    [['a3-hoch', 'a4-hoch', '300-300'], 'wandkalender'],
    [['a5-quer', '145-145'], 'tischkalender'],
    [['a5-quer', 'a4-quer'], 'terminkalender'],
    [['130-300'], 'kuechenkalender'],
    [[], undefined],
    [['999x1'], undefined],
  ])('%j is a %s', (formats, type) => {
    expect(calendarTypeOf(formats)).toBe(type);
  });
});
