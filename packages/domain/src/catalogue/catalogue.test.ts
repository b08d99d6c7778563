import { locales } from '@shop/config/markets';
import { describe, expect, it } from 'vitest';
import { createSpyLogger as spyLogger } from '../../test/spy-logger.ts';
import { getAspectRatioKeys } from './aspect-ratios.ts';
import { calendarFormats, calendarMountings, calendarTypes, DEFAULT_CALENDAR_ACCESSORY_TYPE } from './calendar.ts';
import { accessorySubtypes, buildInlaySku, cardRefinements, envelopeSizeClasses, isOccasion, occasions, paperSizes } from './card.ts';
import { getConfiguratorFrameDefault } from './configurator-frame-default.ts';
import { defaultOptionsByMaterial, selectDefaultOption } from './default-option.ts';
import { framePartLabels, frameTypes, getDefaultFrameVariant, isFrameType, matSizes, matTypes } from './frames.ts';
import { furtherCatalogueKeys, isMaterial, materials, parseCatalogueKey, printCatalogueKey } from './materials.ts';
import { getOptionChoices, getOptionGroupsForMaterial, getOptionLabel, optionGroupKeys, optionGroups } from './option-groups.ts';
import { formatPhotoFormat, isPhotoFormat, photoFormats } from './photo-formats.ts';
import {
  DEFAULT_PHOTOBOOK_QUANTITY,
  formatPhotobookSize,
  getPhotobookBinding,
  isPhotobookFormat,
  photobookBindings,
  photobookPapers,
  photobookTypes,
} from './photobook.ts';
import { isPhotoboxType, photoPaperTypes, photoboxTypes } from './photobox.ts';
import { backs, glasses, hasProducedFrame, mats, producedFrameFamilies } from './produced-frames.ts';
import { isProductFamily, productFamilies } from './product-families.ts';

describe('catalogue lists carry the spec values', () => {
  it.each([
    [productFamilies, ['calendar', 'card', 'collage', 'photoframe', 'photoprint', 'photobook', 'photobox']],
    [materials.length, 12],
    [furtherCatalogueKeys, ['aludibond-brushed', 'wallpaper', 'fraesbild', 'fineart', 'photobook', 'photobox', 'card', 'zubehoer']],
    [frameTypes.length, 7],
    [matTypes, ['mat-none', 'mat-weiss']],
    [matSizes, [0, 30]],
    [framePartLabels, ['frame-back', 'frame-glass', 'frame-mat']],
    [calendarTypes.length, 5],
    [calendarMountings, ['holzblock', 'holzfuss', 'lochung', 'spirale', 'ohne']],
    [calendarFormats.length, 14],
    [DEFAULT_CALENDAR_ACCESSORY_TYPE, 'none'],
    [photobookBindings, ['heftbindung', 'layflat', 'pur']],
    [photobookPapers, ['feinstweiss', 'glaenzend', 'matt', 'standard']],
    [photobookTypes, ['digitalfotobuch', 'echtfotobuch', 'fotoheft']],
    [DEFAULT_PHOTOBOOK_QUANTITY, 1],
    [photoboxTypes, ['small', 'photoprint', 'max']],
    [photoPaperTypes, ['glossy', 'matt', 'hahnemuehle', 'poster']],
    [cardRefinements, ['gold', 'ohne', 'relief', 'rosegold', 'silber']],
    [occasions.length, 13],
    [accessorySubtypes.length, 11],
    [mats.map((mat) => mat.key), ['none', 'cream', 'black', 'white']],
    [glasses.map((glass) => glass.key), ['museum-glass', 'museum-acrylic']],
    [backs.map((back) => back.key), ['normal']],
    [producedFrameFamilies.length, 6],
  ])('%j', (actual, expected) => {
    expect(actual).toEqual(expected);
  });

  it('gives every mat, glass and back a full and a short label', () => {
    for (const part of [...mats, ...glasses, ...backs]) {
      expect(part.label.length).toBeGreaterThanOrEqual(part.shortLabel.length);
      expect(part.shortLabel).not.toBe('');
    }
  });
});

describe('type guards', () => {
  it.each([
    [isProductFamily, 'photobook', true],
    [isProductFamily, 'poster', false],
    [isMaterial, 'leinwand', true],
    [isMaterial, 'wallpaper', false],
    [isFrameType, 'holzrahmen', true],
    [isFrameType, 'rahmen', false],
    [isPhotoFormat, '150x100', true],
    [isPhotoFormat, '150x150', false],
    [isPhotobookFormat, 'a4-hoch', true],
    [isPhotobookFormat, 'a4', false],
    [isPhotoboxType, 'max', true],
    [isPhotoboxType, 'big', false],
    [isOccasion, 'weihnachten-privat', true],
    [isOccasion, 'weihnachten', false],
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

describe('frames', () => {
  it.each(frameTypes.map((frameType) => [frameType, `${frameType}-schwarz`]))('%s defaults to %s', (frameType, expected) => {
    expect(getDefaultFrameVariant(frameType)).toBe(expected);
  });

  it.each([
    ['', false],
    ['   ', false],
    [null, false],
    [undefined, false],
    ['{frame}-{colour}', true],
  ])('hasProducedFrame(%j) → %s', (template, expected) => {
    expect(hasProducedFrame(template)).toBe(expected);
  });
});

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
    ['print-process', 'aludibond', ['direct-print', 'fine-art-glossy', 'fine-art-matte', 'fine-art-hahnemuehle']],
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
    expect(logger.error).toHaveBeenCalledWith('error-no-default-option-for-material-type', { material, group });
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

describe('aspect-ratio keys', () => {
  it.each(locales.map((locale) => [locale, locale === 'en-GB' ? 18 : 15]))('%s offers %i keys', (locale, count) => {
    expect(getAspectRatioKeys(locale)).toHaveLength(count);
  });

  it('adds custom and panoramic keys in en-GB', () => {
    expect(getAspectRatioKeys('en-GB').slice(-3)).toEqual(['custom', 'panoramic-wide', 'panoramic-ultra-wide']);
  });
});

describe('formatPhotoFormat', () => {
  it.each([
    ['100x100', '10x10', '4x4'],
    ['100x120', '10x12', '4x4.5'],
    ['130x90', '13x9', '5x3.5'],
    ['150x100', '15x10', '6x4'],
    ['180x130', '18x13', '7x5'],
    ['300x200', '30x20', '12x8'],
  ] as const)('%s → %s cm, %s in', (format, cm, inch) => {
    expect(photoFormats).toContain(format);
    expect(formatPhotoFormat({ format, locale: 'de-DE' })).toBe(cm);
    expect(formatPhotoFormat({ format, locale: 'en-GB' })).toBe(cm);
    expect(formatPhotoFormat({ format, locale: 'en-US' })).toBe(inch);
  });
});

describe('photobook', () => {
  it.each([
    ['digitalfotobuch', 'pur'],
    ['echtfotobuch', 'layflat'],
    ['fotoheft', 'heftbindung'],
  ] as const)('%s is bound %s', (type, binding) => {
    expect(getPhotobookBinding(type)).toBe(binding);
  });

  it.each([
    ['a3-quer', '44.1x29.7'],
    ['a4-hoch', '21.5x27.6'],
    ['a4-quer', '28.5x19.4'],
    ['a5-hoch', '14.8x21'],
    ['a5-quer', '19x14.5'],
    ['200-200', '20x20'],
    ['300-300', '30x30'],
    ['a6-quer', '14.8x10.5'],
  ] as const)('%s measures %s cm', (format, size) => {
    expect(formatPhotobookSize(format)).toBe(size);
  });
});

describe('card catalogue', () => {
  it.each([
    ['C6', 162, 114],
    ['B6', 176, 125],
    ['DIN long', 220, 110],
  ] as const)('envelope %s is %i×%i mm', (size, width, height) => {
    expect(envelopeSizeClasses[size]).toEqual({ width, height });
  });

  it.each([
    ['A0', 841, 1189],
    ['A4', 210, 297],
    ['A6', 105, 148],
    ['A8', 52, 74],
  ] as const)('paper %s is %i×%i mm', (size, width, height) => {
    expect(paperSizes[size]).toEqual({ width, height });
  });

  it('has A8 to A0', () => {
    expect(Object.keys(paperSizes).sort()).toEqual(['A0', 'A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'A7', 'A8']);
  });

  it.each([
    [['INL', 'A6', 'WEISS'], 'INL-A6-WEISS'],
    [['INL', '', 'WEISS'], 'INL-WEISS'],
    [[], ''],
  ])('buildInlaySku(%j) → %s', (parts, expected) => {
    expect(buildInlaySku(parts)).toBe(expected);
  });
});

describe('getConfiguratorFrameDefault', () => {
  it.each([
    ['poster', { frameType: 'holzrahmen', frameVariant: 'holzrahmen-schwarz', matType: 'mat-weiss', matSize: 30 }],
    ['leinwand', { frameType: 'schattenfuge-leinwand', frameVariant: 'schattenfuge-leinwand-schwarz', matType: 'mat-none', matSize: 0 }],
    ['acrylglas', undefined],
  ] as const)('%s → %j', (material, expected) => {
    expect(getConfiguratorFrameDefault(material)).toEqual(expected);
  });
});
