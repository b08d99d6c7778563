import { describe, expect, it } from 'vitest';
import { formatPhotoFormat, isPhotoFormat, photoFormats } from './photo-formats.ts';

describe('type guards', () => {
  it.each([
    [isPhotoFormat, '150x100', true],
    [isPhotoFormat, '150x150', false],
  ])('%o(%s) → %s', (guard, value, expected) => {
    expect(guard(value)).toBe(expected);
  });
});

describe('formatPhotoFormat', () => {
  it.each([
    ['100x100', '10x10', '4x4'],
    ['100x120', '10x12', '4x4.5'],
    ['130x90', '13x9', '5x3.5'],
    ['150x100', '15x10', '6x4'],
    ['180x130', '18x13', '7x5'],
    ['300x200', '30x20', '12x8'],
  ] as const)('%s → %s cm, %s in', (format, cm, inch) => {
    expect(photoFormats).toContain(format);
    expect(formatPhotoFormat({ format, locale: 'de-DE' })).toBe(cm);
    expect(formatPhotoFormat({ format, locale: 'en-GB' })).toBe(cm);
    expect(formatPhotoFormat({ format, locale: 'en-US' })).toBe(inch);
  });
});
