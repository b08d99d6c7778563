import { describe, expect, it } from 'vitest';
import { publicPathOf } from './public-path.ts';
import { contentPathOf } from './shell-path.ts';

describe('contentPathOf', () => {
  it.each([
    [[], '/'],
    [['karten'], '/karten'],
    [['karten/dankeskarten'], '/karten/dankeskarten'],
    [['karten', 'dankeskarten'], '/karten/dankeskarten'],
    [['d%C3%A9co-murale'], '/déco-murale'],
    [['%E0%A4%A'], '/%E0%A4%A'],
  ])('%j → %s', (segments, path) => {
    expect(contentPathOf(segments)).toBe(path);
  });
});

describe('publicPathOf', () => {
  it.each([
    ['/', '/', '/'],
    ['/', '/karten', '/karten'],
    ['/fr', '/', '/fr'],
    ['/fr/', '/calendrier-photo', '/fr/calendrier-photo'],
    ['/desktop', '/fotobuch', '/desktop/fotobuch'],
  ])('%s + %s → %s', (prefix, path, expected) => {
    expect(publicPathOf(prefix, path)).toBe(expected);
  });
});
