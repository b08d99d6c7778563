import { describe, expect, it } from 'vitest';
import {
  calendarFormats,
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
