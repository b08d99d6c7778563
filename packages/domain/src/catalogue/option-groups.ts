import type { Locale } from '@shop/config/markets';
import type { CatalogueBaseKey } from './materials.ts';

export const optionGroupKeys = [
  'drilling',
  'print-process',
  'material-finish',
  'lightbox-frame',
  'milling',
  'adhesive-film-style',
  'canvas-stretcher-frame',
  'canvas-edge',
  'poster-lamination',
  'pvc-eyelets',
] as const;
export type OptionGroupKey = (typeof optionGroupKeys)[number];

export interface OptionChoice {
  value: string;
  label: string;
  /** Label per locale where it differs (en-US inches). */
  localisedLabels?: Partial<Record<Locale, string>>;
}

export interface OptionGroup {
  key: OptionGroupKey;
  /** The choices offered per material; a material missing here does not get the group. */
  choicesByMaterial: Partial<Record<CatalogueBaseKey, readonly OptionChoice[]>>;
}

const none: OptionChoice = { value: 'none', label: 'None' };
const directPrint: OptionChoice = { value: 'direct-print', label: 'Direct print' };
const fineArtGlossy: OptionChoice = { value: 'fine-art-glossy', label: 'Fine art glossy' };
const fineArtMatte: OptionChoice = { value: 'fine-art-matte', label: 'Fine art matte' };
const standardFinish: OptionChoice = { value: 'standard', label: 'Standard' };
const drillingChoices: readonly OptionChoice[] = [none, { value: 'corner-holes', label: 'Corner holes' }];

/** The option groups of spec point 3 and the materials each applies to. */
export const optionGroups: Readonly<Record<OptionGroupKey, OptionGroup>> = {
  drilling: {
    key: 'drilling',
    choicesByMaterial: {
      acrylglas: drillingChoices,
      aludibond: drillingChoices,
      forexplatte: drillingChoices,
      gallerybond: drillingChoices,
    },
  },
  'print-process': {
    key: 'print-process',
    choicesByMaterial: {
      acrylglas: [directPrint, { value: 'fine-art', label: 'Fine art' }],
      aludibond: [
        directPrint,
        fineArtGlossy,
        fineArtMatte,
        { value: 'fine-art-hahnemuehle', label: 'Fine art on Hahnemühle' },
      ],
      forexplatte: [directPrint, fineArtGlossy, fineArtMatte],
    },
  },
  'material-finish': {
    key: 'material-finish',
    choicesByMaterial: {
      aludibond: [standardFinish, { value: 'brushed', label: 'Brushed' }],
      poster: [
        standardFinish,
        { value: 'silk-matte', label: 'Silk matte' },
        { value: 'eco-paper', label: 'Eco paper' },
      ],
      hahnemuehle: [standardFinish, { value: 'matt-cotton-smooth', label: 'Matt cotton smooth' }],
    },
  },
  'lightbox-frame': {
    key: 'lightbox-frame',
    choicesByMaterial: {
      backlitfolie: [
        { value: 'none', label: 'No frame' },
        { value: 'led-frame', label: 'LED frame' },
      ],
    },
  },
  // The spec does not say which material is milled; the catalogue's only milled product is the `fraesbild`.
  milling: {
    key: 'milling',
    choicesByMaterial: {
      fraesbild: [none, { value: 'lines', label: 'Lines' }, { value: 'dots', label: 'Dots' }],
    },
  },
  'adhesive-film-style': {
    key: 'adhesive-film-style',
    choicesByMaterial: {
      klebefolie: [
        { value: 'normal', label: 'Normal' },
        { value: 'transparent', label: 'Transparent' },
        { value: 'transparent-mirrored', label: 'Transparent mirrored' },
        { value: 'white', label: 'White' },
      ],
    },
  },
  'canvas-stretcher-frame': {
    key: 'canvas-stretcher-frame',
    choicesByMaterial: {
      leinwand: [
        { value: '2.5', label: '2.5 cm', localisedLabels: { 'en-US': '1 inch' } },
        { value: '3.8', label: '3.8 cm', localisedLabels: { 'en-US': '1.5 inch' } },
      ],
    },
  },
  'canvas-edge': {
    key: 'canvas-edge',
    choicesByMaterial: {
      leinwand: [
        { value: 'coloured', label: 'Coloured' },
        { value: 'mirrored', label: 'Mirrored' },
        { value: 'folded', label: 'Folded' },
      ],
    },
  },
  'poster-lamination': {
    key: 'poster-lamination',
    choicesByMaterial: {
      poster: [none, { value: 'glossy', label: 'Glossy' }, { value: 'matte', label: 'Matte' }],
    },
  },
  'pvc-eyelets': {
    key: 'pvc-eyelets',
    choicesByMaterial: { pvcplane: [none, { value: 'simple', label: 'Simple' }] },
  },
};

/** The choices of a group for a material; empty when the group does not apply to it. */
export function getOptionChoices(options: {
  group: OptionGroupKey;
  material: CatalogueBaseKey;
}): readonly OptionChoice[] {
  return optionGroups[options.group].choicesByMaterial[options.material] ?? [];
}

/** The option groups offered for a material, in catalogue order. */
export function getOptionGroupsForMaterial(material: CatalogueBaseKey): OptionGroupKey[] {
  return optionGroupKeys.filter((group) => getOptionChoices({ group, material }).length > 0);
}

/** The label of a choice in a locale (en-US stretcher frames in inches). */
export function getOptionLabel(options: { choice: OptionChoice; locale: Locale }): string {
  return options.choice.localisedLabels?.[options.locale] ?? options.choice.label;
}
