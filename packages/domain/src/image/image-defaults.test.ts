import { describe, expect, it } from 'vitest';
import {
  ImageConfigError,
  imageDefaults,
  resolveDensities,
  resolveImagePreset,
  resolveImageProvider,
} from './image-defaults.ts';

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
    [
      [1, 2, 3],
      [1, 2, 3],
    ],
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
