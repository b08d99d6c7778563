import { describe, expect, it } from 'vitest';
import { validateContentImageOptions } from './content-image-options.ts';
import { validateImageProps } from './image-props.ts';
import { isLocalePrefix, isLocaleString, readPathLocalePrefix } from './locale-string.ts';
import { InvalidTagManagerIdError, suggestTagManagerId, validateTagManagerId } from './tag-manager-id.ts';
import { readForcedTreatment, readTreatmentFromUrl } from './treatment.ts';

describe('isLocaleString: two letters, a dash, two letters', () => {
  it.each([
    ['de-DE', true],
    ['fr-CH', true],
    ['de-de', true],
    ['xx-YY', true],
    ['de_DE', false],
    ['de', false],
    ['deu-DE', false],
    ['de-DEU', false],
    ['de-D1', false],
    [' de-DE', false],
    ['', false],
    [undefined, false],
    [42, false],
  ])('%j → %s', (value, expected) => {
    expect(isLocaleString(value)).toBe(expected);
  });
});

describe('readPathLocalePrefix: two lowercase letters', () => {
  it.each([
    ['/fr/hochzeit', 'fr'],
    ['/fr', 'fr'],
    ['/fr/', 'fr'],
    ['/FR/hochzeit', undefined],
    ['/fra/hochzeit', undefined],
    ['/f/hochzeit', undefined],
    ['/d/desktop-startseite', undefined],
    ['/hochzeit', undefined],
    ['/', undefined],
    ['fr/hochzeit', undefined],
  ])('%s → %j', (path, expected) => {
    expect(readPathLocalePrefix(path)).toBe(expected);
  });

  it.each([
    ['de', true],
    ['DE', false],
    ['d', false],
    ['deu', false],
  ])('isLocalePrefix(%s) → %s', (segment, expected) => {
    expect(isLocalePrefix(segment)).toBe(expected);
  });
});

describe('validateTagManagerId', () => {
  it.each([['GTM-ABC123'], ['GTM-5XK2'], ['G-ABCDEF1234'], ['G-1']])('%s is valid', (id) => {
    expect(validateTagManagerId(id)).toEqual({ valid: true, id });
  });

  it.each([
    ['gtm-abc123', 'GTM-ABC123'],
    ['GTM_ABC123', 'GTM-ABC123'],
    ['GTMABC123', 'GTM-ABC123'],
    [' GTM-ABC123 ', 'GTM-ABC123'],
    ['GTM - abc 123', 'GTM-ABC123'],
    ['g-abc', 'G-ABC'],
    ['G–ABC', 'G-ABC'],
    ['GTM-', undefined],
    ['UA-12345-1', undefined],
    ['', undefined],
    ['G-', undefined],
  ])('%j is invalid, suggestion %j', (id, suggestion) => {
    const result = validateTagManagerId(id);
    expect(result.valid).toBe(false);
    if (result.valid) return;
    expect(result.error).toBeInstanceOf(InvalidTagManagerIdError);
    expect(result.error.code).toBe('invalid-tag-manager-id');
    expect(result.error.suggestion).toBe(suggestion);
    expect(suggestTagManagerId(id)).toBe(suggestion);
    expect(result.error.message).toBe(suggestion ? `Invalid tag-manager id "${id}". Did you mean "${suggestion}"?` : `Invalid tag-manager id "${id}".`);
  });
});

describe('validateContentImageOptions', () => {
  it.each([
    [{}, {}],
    [{ blur: 0, quality: 100, brightness: 50 }, { blur: 0, quality: 100, brightness: 50 }],
    [{ quality: 85, format: 'webp' }, { quality: 85, format: 'webp' }],
    [{ rotate: 0 }, { rotate: 0 }],
    [{ rotate: 90 }, { rotate: 90 }],
    [{ rotate: 180 }, { rotate: 180 }],
    [{ rotate: 270, format: 'png' }, { rotate: 270, format: 'png' }],
    [{ format: 'jpeg' }, { format: 'jpeg' }],
  ])('%j is valid', (options, expected) => {
    expect(validateContentImageOptions(options)).toEqual({ ok: true, value: expected });
  });

  it.each([
    [{ blur: -1 }, ['blur']],
    [{ quality: 101 }, ['quality']],
    [{ brightness: Number.NaN }, ['brightness']],
    [{ quality: '85' }, ['quality']],
    [{ rotate: 45 }, ['rotate']],
    [{ rotate: 360 }, ['rotate']],
    [{ format: 'jpg' }, ['format']],
    [{ format: 'gif' }, ['format']],
    [{ blur: 200, rotate: 1, format: 'bmp' }, ['blur', 'rotate', 'format']],
  ])('%j is invalid in %j', (options, fields) => {
    const result = validateContentImageOptions(options);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues.map((issue) => issue.field)).toEqual(fields);
  });
});

describe('validateImageProps', () => {
  it.each([
    [{ src: '/a.jpg' }, []],
    [{ src: '', loading: 'lazy' }, []],
    [{ src: '/a.jpg', loading: 'eager', format: 'auto' }, []],
    [{ src: '/a.jpg', format: 'jpg' }, []],
    [{ src: undefined }, ['src']],
    [{ src: 42 }, ['src']],
    [{ src: '/a.jpg', loading: 'auto' }, ['loading']],
    [{ src: '/a.jpg', format: 'jpeg' }, ['format']],
    [{ src: null, loading: 'soon', format: 'gif' }, ['src', 'loading', 'format']],
  ])('%j → issues %j', (props, fields) => {
    expect(validateImageProps(props).map((issue) => issue.field)).toEqual(fields);
  });
});

describe('readTreatmentFromUrl', () => {
  it.each([
    ['on', [], 'on'],
    ['off', [], 'off'],
    ['control', [], 'control'],
    ['variant-b', ['variant-a', 'variant-b'], 'variant-b'],
    ['on', ['variant-a', 'variant-b'], 'on'],
    // multi-option flag, unknown treatment → control
    ['variant-c', ['variant-a', 'variant-b'], 'control'],
    // on/off flag, unknown treatment → rejected
    ['variant-c', [], undefined],
    ['variant-c', ['on', 'off'], undefined],
    ['ON', [], undefined],
    ['', ['variant-a'], undefined],
    [null, ['variant-a'], undefined],
    [undefined, [], undefined],
  ])('%j with allowed %j → %j', (value, allowedTreatments, expected) => {
    expect(readTreatmentFromUrl({ value, allowedTreatments })).toBe(expected);
  });
});

describe('readForcedTreatment', () => {
  it.each([
    ['VOLL-1785', 'on', [], { feature: 'VOLL-1785', treatment: 'on' }],
    ['VOLL-1785', 'off', [], { feature: 'VOLL-1785', treatment: 'off' }],
    ['wallart-flyout-grouping', 'grouped', ['grouped'], { feature: 'wallart-flyout-grouping', treatment: 'grouped' }],
    [' VOLL-965 ', 'on', [], { feature: 'VOLL-965', treatment: 'on' }],
    ['VOLL-1785', 'control', [], undefined],
    ['VOLL-1785', 'grouped', [], undefined],
    ['', 'on', [], undefined],
    ['  ', 'on', [], undefined],
    [null, 'on', [], undefined],
    ['VOLL-1785', null, [], undefined],
    ['VOLL-1785', '', [], undefined],
  ])('feature %j treatment %j allowed %j → %j', (feature, treatment, allowedTreatments, expected) => {
    expect(readForcedTreatment({ feature, treatment, allowedTreatments })).toEqual(expected);
  });
});
