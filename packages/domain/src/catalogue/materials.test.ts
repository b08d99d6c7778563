import { describe, expect, it } from 'vitest';
import {
  furtherCatalogueKeys,
  isMaterial,
  materials,
  parseCatalogueKey,
  printCatalogueKey,
} from './materials.ts';

describe('catalogue lists carry the spec values', () => {
  it.each([
    [materials.length, 12],
    [
      furtherCatalogueKeys,
      ['aludibond-brushed', 'wallpaper', 'fraesbild', 'fineart', 'photobook', 'photobox', 'card', 'zubehoer'],
    ],
  ])('%j', (actual, expected) => {
    expect(actual).toEqual(expected);
  });
});

describe('type guards', () => {
  it.each([
    [isMaterial, 'leinwand', true],
    [isMaterial, 'wallpaper', false],
  ])('%o(%s) → %s', (guard, value, expected) => {
    expect(guard(value)).toBe(expected);
  });
});

describe('parseCatalogueKey / printCatalogueKey', () => {
  it.each([
    ['poster', { base: 'poster', variant: null }],
    ['aludibond-brushed', { base: 'aludibond-brushed', variant: null }],
    ['poster-gerahmt', { base: 'poster', variant: 'gerahmt' }],
    ['aludibond-brushed-alurahmen', { base: 'aludibond-brushed', variant: 'alurahmen' }],
    ['leinwand-schattenfuge', { base: 'leinwand', variant: 'schattenfuge' }],
    ['poster-laminated', { base: 'poster', variant: 'laminated' }],
    ['hahnemuehle-fineart', { base: 'hahnemuehle', variant: 'fineart' }],
    ['photobox-framed', { base: 'photobox', variant: 'framed' }],
    ['acrylglas-holzrahmen', { base: 'acrylglas', variant: 'holzrahmen' }],
    ['forexplatte-kunststoffrahmen', { base: 'forexplatte', variant: 'kunststoffrahmen' }],
    ['holz-gerahmt', undefined],
    ['poster-blau', undefined],
    ['', undefined],
  ])('%j → %j', (value, expected) => {
    expect(parseCatalogueKey(value)).toEqual(expected);
    if (expected) expect(printCatalogueKey(expected as never)).toBe(value);
  });
});
