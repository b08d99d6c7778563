import { describe, expect, it } from 'vitest';
import { createSpyLogger as spyLogger } from '../../test/spy-logger.ts';
import { defaultOptionsByMaterial, selectDefaultOption } from './default-option.ts';
import { optionGroupKeys, optionGroups } from './option-groups.ts';

describe('selectDefaultOption', () => {
  it.each([
    ['leinwand', 'canvas-edge', 'mirrored'],
    ['poster', 'poster-lamination', 'none'],
    ['leinwand', 'canvas-stretcher-frame', '2.5'],
    ['acrylglas', 'drilling', 'none'],
    ['aludibond', 'print-process', 'direct-print'],
    ['klebefolie', 'adhesive-film-style', 'normal'],
  ] as const)('%s / %s → %s', (material, group, expected) => {
    const logger = spyLogger();
    expect(selectDefaultOption({ material, group, logger })).toBe(expected);
    expect(logger.error).not.toHaveBeenCalled();
  });

  it.each([
    ['echtglas', 'drilling'],
    ['poster', 'canvas-edge'],
  ] as const)('missing default %s / %s logs and yields an empty value', (material, group) => {
    const logger = spyLogger();
    expect(selectDefaultOption({ material, group, logger })).toBe('');
    expect(logger.error).toHaveBeenCalledWith('error-no-default-option-for-material-type', {
      material,
      group,
    });
  });

  it('has a default, among its choices, for every group a material offers', () => {
    for (const group of optionGroupKeys) {
      for (const [material, choices] of Object.entries(optionGroups[group].choicesByMaterial)) {
        const value = defaultOptionsByMaterial[material as keyof typeof defaultOptionsByMaterial]?.[group];
        expect(choices.map((choice) => choice.value)).toContain(value);
      }
    }
  });
});
