import { describe, expect, it } from 'vitest';
import {
  getOptionChoices,
  getOptionGroupsForMaterial,
  getOptionLabel,
  optionGroups,
} from './option-groups.ts';

describe('option groups apply to the spec materials', () => {
  it.each([
    ['drilling', ['acrylglas', 'aludibond', 'forexplatte', 'gallerybond']],
    ['print-process', ['acrylglas', 'aludibond', 'forexplatte']],
    ['material-finish', ['aludibond', 'poster', 'hahnemuehle']],
    ['lightbox-frame', ['backlitfolie']],
    ['milling', ['fraesbild']],
    ['adhesive-film-style', ['klebefolie']],
    ['canvas-stretcher-frame', ['leinwand']],
    ['canvas-edge', ['leinwand']],
    ['poster-lamination', ['poster']],
    ['pvc-eyelets', ['pvcplane']],
  ] as const)('%s → %j', (group, expected) => {
    expect(Object.keys(optionGroups[group].choicesByMaterial)).toEqual(expected);
  });

  it.each([
    ['drilling', 'acrylglas', ['none', 'corner-holes']],
    ['print-process', 'acrylglas', ['direct-print', 'fine-art']],
    [
      'print-process',
      'aludibond',
      ['direct-print', 'fine-art-glossy', 'fine-art-matte', 'fine-art-hahnemuehle'],
    ],
    ['print-process', 'forexplatte', ['direct-print', 'fine-art-glossy', 'fine-art-matte']],
    ['material-finish', 'aludibond', ['standard', 'brushed']],
    ['material-finish', 'poster', ['standard', 'silk-matte', 'eco-paper']],
    ['material-finish', 'hahnemuehle', ['standard', 'matt-cotton-smooth']],
    ['lightbox-frame', 'backlitfolie', ['none', 'led-frame']],
    ['milling', 'fraesbild', ['none', 'lines', 'dots']],
    ['adhesive-film-style', 'klebefolie', ['normal', 'transparent', 'transparent-mirrored', 'white']],
    ['canvas-stretcher-frame', 'leinwand', ['2.5', '3.8']],
    ['canvas-edge', 'leinwand', ['coloured', 'mirrored', 'folded']],
    ['poster-lamination', 'poster', ['none', 'glossy', 'matte']],
    ['pvc-eyelets', 'pvcplane', ['none', 'simple']],
    ['pvc-eyelets', 'poster', []],
  ] as const)('%s for %s → %j', (group, material, expected) => {
    expect(getOptionChoices({ group, material }).map((choice) => choice.value)).toEqual(expected);
  });

  it.each([
    ['leinwand', ['canvas-stretcher-frame', 'canvas-edge']],
    ['poster', ['material-finish', 'poster-lamination']],
    ['echtglas', []],
  ] as const)('groups for %s → %j', (material, expected) => {
    expect(getOptionGroupsForMaterial(material)).toEqual(expected);
  });

  it.each([
    ['de-DE', ['2.5 cm', '3.8 cm']],
    ['en-GB', ['2.5 cm', '3.8 cm']],
    ['en-US', ['1 inch', '1.5 inch']],
  ] as const)('stretcher frame labels in %s → %j', (locale, expected) => {
    const choices = getOptionChoices({ group: 'canvas-stretcher-frame', material: 'leinwand' });
    expect(choices.map((choice) => getOptionLabel({ choice, locale }))).toEqual(expected);
  });
});
