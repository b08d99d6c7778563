import { describe, expect, it } from 'vitest';
import { validateContentImageOptions } from './content-image-options.ts';

describe('validateContentImageOptions', () => {
  it.each([
    [{}, {}],
    [
      { blur: 0, quality: 100, brightness: 50 },
      { blur: 0, quality: 100, brightness: 50 },
    ],
    [
      { quality: 85, format: 'webp' },
      { quality: 85, format: 'webp' },
    ],
    [{ rotate: 0 }, { rotate: 0 }],
    [{ rotate: 90 }, { rotate: 90 }],
    [{ rotate: 180 }, { rotate: 180 }],
    [
      { rotate: 270, format: 'png' },
      { rotate: 270, format: 'png' },
    ],
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
