import { describe, expect, it } from 'vitest';
import { isPhotoboxType, photoPaperTypes, photoboxTypes } from './photobox.ts';

describe('catalogue lists carry the spec values', () => {
  it.each([
    [photoboxTypes, ['small', 'photoprint', 'max']],
    [photoPaperTypes, ['glossy', 'matt', 'hahnemuehle', 'poster']],
  ])('%j', (actual, expected) => {
    expect(actual).toEqual(expected);
  });
});

describe('type guards', () => {
  it.each([
    [isPhotoboxType, 'max', true],
    [isPhotoboxType, 'big', false],
  ])('%o(%s) → %s', (guard, value, expected) => {
    expect(guard(value)).toBe(expected);
  });
});
