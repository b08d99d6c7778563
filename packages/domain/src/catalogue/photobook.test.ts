import { getFeatures } from '@shop/config/channel-settings';
import { kartenliebe } from '@shop/config/channels/kartenliebe';
import { wallart } from '@shop/config/channels/wallart';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PHOTOBOOK_QUANTITY,
  formatPhotobookSize,
  getPhotobookBinding,
  isPhotobookFormat,
  photobookBindings,
  photobookPapers,
  photobookTypes,
  listOccasionBooks,
} from './photobook.ts';

describe('catalogue lists carry the spec values', () => {
  it.each([
    [photobookBindings, ['heftbindung', 'layflat', 'pur']],
    [photobookPapers, ['feinstweiss', 'glaenzend', 'matt', 'standard']],
    [photobookTypes, ['digitalfotobuch', 'echtfotobuch', 'fotoheft']],
    [DEFAULT_PHOTOBOOK_QUANTITY, 1],
  ])('%j', (actual, expected) => {
    expect(actual).toEqual(expected);
  });
});

describe('type guards', () => {
  it.each([
    [isPhotobookFormat, 'a4-hoch', true],
    [isPhotobookFormat, 'a4', false],
  ])('%o(%s) → %s', (guard, value, expected) => {
    expect(guard(value)).toBe(expected);
  });
});

describe('photobook', () => {
  it.each([
    ['digitalfotobuch', 'pur'],
    ['echtfotobuch', 'layflat'],
    ['fotoheft', 'heftbindung'],
  ] as const)('%s is bound %s', (type, binding) => {
    expect(getPhotobookBinding(type)).toBe(binding);
  });

  it.each([
    ['a3-quer', '44.1x29.7'],
    ['a4-hoch', '21.5x27.6'],
    ['a4-quer', '28.5x19.4'],
    ['a5-hoch', '14.8x21'],
    ['a5-quer', '19x14.5'],
    ['200-200', '20x20'],
    ['300-300', '30x30'],
    ['a6-quer', '14.8x10.5'],
  ] as const)('%s measures %s cm', (format, size) => {
    expect(formatPhotobookSize(format)).toBe(size);
  });
});

describe('listOccasionBooks (channel settings hasCondolenceBooks, hasGuestbooks: spec point 3)', () => {
  it('kartenliebe offers condolence books and guest books, wallart neither', () => {
    expect(listOccasionBooks(getFeatures(kartenliebe, 'de-DE')).map((book) => book.kind)).toEqual(['condolence-book', 'guestbook']);
    expect(listOccasionBooks(getFeatures(wallart, 'de-DE'))).toEqual([]);
  });
  it('each setting on its own', () => {
    const off = { hasCondolenceBooks: false, hasGuestbooks: false };
    expect(listOccasionBooks({ ...off, hasGuestbooks: true }).map((book) => book.kind)).toEqual(['guestbook']);
    expect(listOccasionBooks({ ...off, hasCondolenceBooks: true }).map((book) => book.kind)).toEqual(['condolence-book']);
  });
});
