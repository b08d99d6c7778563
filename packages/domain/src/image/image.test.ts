import { describe, expect, it } from 'vitest';
import { ImageConfigError, imageDefaults, resolveDensities, resolveImagePreset, resolveImageProvider } from './image-defaults.ts';
import { selectPreviewSize, selectPreviewSizeForFormat } from './preview-size.ts';

describe('selectPreviewSize', () => {
  it.each([
    [10_000_000, 'l'],
    [934_001, 'l'],
    [934_000, 'm'],
    [270_001, 'm'],
    [270_000, 's'],
    [120_001, 's'],
    [120_000, 'xs'],
    [40_001, 'xs'],
    [40_000, 'xxs'],
    [1, 'xxs'],
    [10_000_001, undefined],
    [0, undefined],
    [-5, undefined],
    [Number.NaN, undefined],
    [Number.POSITIVE_INFINITY, undefined],
  ])('%d px² → %s', (area, expected) => {
    expect(selectPreviewSize(area)).toBe(expected);
  });

  it.each([
    [{ width: 600, height: 450 }, 's'],
    [{ width: 200, height: 200 }, 'xxs'],
    [{ width: 1920, height: 1080 }, 'l'],
    [{ width: 0, height: 0 }, undefined],
  ])('%j → %s', (format, expected) => {
    expect(selectPreviewSizeForFormat(format)).toBe(expected);
  });
});

describe('image defaults', () => {
  it('carries the spec values', () => {
    expect(imageDefaults).toEqual({
      quality: 85,
      densities: [1, 2],
      format: 'webp',
      cdnFormat: 'auto',
      placeholder: { color: '#EFEFEF', blur: 3, quality: 50, width: 10, height: 10 },
    });
  });

  it.each([
    [undefined, [1, 2]],
    [[1], [1]],
    [[1, 2, 3], [1, 2, 3]],
  ])('densities %j → %j', (densities, expected) => {
    expect(resolveDensities(densities)).toEqual(expected);
  });

  it.each([
    [() => resolveDensities([]), 'empty-densities'],
    [() => resolveImagePreset('hero'), 'unknown-image-preset'],
    [() => resolveImagePreset('toString'), 'unknown-image-preset'],
    [() => resolveImageProvider('imgix'), 'unknown-image-provider'],
  ])('%o throws %s', (run, code) => {
    expect(run).toThrow(ImageConfigError);
    expect(run).toThrow(expect.objectContaining({ code }));
  });

  it('resolves known providers and presets', () => {
    expect(resolveImageProvider('proxy')).toBe('proxy');
    expect(resolveImageProvider('cdn')).toBe('cdn');
    expect(resolveImagePreset('wall-picture-teaser')).toEqual({ width: 600, height: 450 });
  });
});
