import { describe, expect, it } from 'vitest';
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
