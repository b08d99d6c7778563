import { describe, expect, it } from 'vitest';
import type { CommonLaunchInput } from './launch-params.ts';
import { buildPhotobookLaunchParams, selectTemplateId } from './photobook-launch-params.ts';

const common: CommonLaunchInput = { locale: 'de-DE', platform: 'web' };

describe('buildPhotobookLaunchParams', () => {
  const base = {
    common,
    photobookType: 'digitalfotobuch',
    photobookPrinting: 'digital',
    photobookCover: 'hard',
    paper: 'matt',
    format: 'a4-quer',
    pageCount: 26,
    templateGroup: { portrait: 'tpl-p', landscape: 'tpl-l', square: 'tpl-s' },
  } as const;

  it('defaults quantity to 1, derives binding from the type and omits refinement when none', () => {
    expect(buildPhotobookLaunchParams(base)).toEqual({
      photobookType: 'digitalfotobuch',
      photobookPrinting: 'digital',
      photobookCover: 'hard',
      binding: 'pur',
      paper: 'matt',
      format: 'a4-quer',
      pageCount: '26',
      quantity: '1',
      templateId: 'tpl-l',
      locale: 'de-DE',
      platform: 'web',
    });
  });

  it.each([
    [{ quantity: 3 }, 'quantity', '3'],
    [{ quantity: 0 }, 'quantity', '1'],
    [{ quantity: 1.5 }, 'quantity', '1'],
    [{ refinement: 'gold' }, 'refinement', 'gold'],
    [{ refinement: 'none' }, 'refinement', undefined],
    [{ refinement: 'ohne' }, 'refinement', undefined],
    [{ refinement: null }, 'refinement', undefined],
    [{ photobookType: 'echtfotobuch' }, 'binding', 'layflat'],
    [{ photobookType: 'fotoheft' }, 'binding', 'heftbindung'],
    [{ binding: 'layflat' }, 'binding', 'layflat'],
    [{ format: 'a4-hoch' }, 'templateId', 'tpl-p'],
    [{ format: '300-300' }, 'templateId', 'tpl-s'],
    [{ templateGroup: { portrait: 'only-p' } }, 'templateId', undefined],
  ] as const)('%j → %s = %s', (overrides, key, expected) => {
    expect(buildPhotobookLaunchParams({ ...base, ...overrides })[key]).toBe(expected);
  });

  it.each([
    ['a3-quer', 'L'],
    ['a5-hoch', 'P'],
    ['200-200', 'S'],
  ] as const)('template for %s is %s', (format, expected) => {
    expect(selectTemplateId({ templateGroup: { portrait: 'P', landscape: 'L', square: 'S' }, format })).toBe(
      expected,
    );
  });

  it('has no template without a template group', () => {
    expect(selectTemplateId({ templateGroup: undefined, format: 'a4-hoch' })).toBeUndefined();
  });
});
