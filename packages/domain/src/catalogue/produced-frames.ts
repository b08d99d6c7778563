/** A produced frame part with the label of the order summary and its short form for tight spaces. */
export interface LabelledPart<Key extends string> {
  key: Key;
  label: string;
  shortLabel: string;
}

export interface ProducedFrameFamily {
  key: string;
  label: string;
  /** Profile shapes; empty when a family has only one. */
  shapes: readonly string[];
  colours: readonly string[];
}

/** Frame families the workshop produces (spec point 3). */
export const producedFrameFamilies = [
  {
    key: 'aluminium-frame',
    label: 'Aluminium frame',
    shapes: ['angular', 'round'],
    colours: ['gold', 'copper', 'black', 'black-matte', 'silver', 'silver-matte', 'white'],
  },
  // The spec names Artbox without colours; point 7 fixes its prices call to black lacquer.
  { key: 'artbox', label: 'Artbox', shapes: [], colours: ['black-lacquer'] },
  {
    key: 'photo-frame',
    label: 'Photo frame',
    shapes: [],
    colours: ['aluminium', 'baroque', 'wood', 'vintage', 'plastic', 'chrome', 'gold', 'silver'],
  },
  // "Many finishes and colours, wide variants": the spec lists none; these are the finishes the workshop stocks in both widths.
  {
    key: 'wooden-frame',
    label: 'Wooden frame',
    shapes: ['standard', 'wide'],
    colours: ['black', 'white', 'oak', 'natural', 'walnut', 'grey'],
  },
  { key: 'plastic-frame', label: 'Plastic frame', shapes: [], colours: ['black', 'silver', 'white'] },
  {
    key: 'shadow-gap-frame',
    label: 'Shadow-gap frame',
    shapes: ['canvas', 'board'],
    colours: ['oak', 'natural', 'black-lacquer', 'black-textured', 'white-lacquer', 'white-textured'],
  },
] as const satisfies readonly ProducedFrameFamily[];

export const mats = [
  { key: 'none', label: 'No mat', shortLabel: 'none' },
  { key: 'cream', label: 'Mat cream', shortLabel: 'cream' },
  { key: 'black', label: 'Mat black', shortLabel: 'black' },
  { key: 'white', label: 'Mat white', shortLabel: 'white' },
] as const satisfies readonly LabelledPart<string>[];

export const glasses = [
  { key: 'museum-glass', label: 'Museum glass', shortLabel: 'museum glass' },
  { key: 'museum-acrylic', label: 'Museum acrylic', shortLabel: 'museum acrylic' },
] as const satisfies readonly LabelledPart<string>[];

export const backs = [
  { key: 'normal', label: 'Normal back', shortLabel: 'normal' },
] as const satisfies readonly LabelledPart<string>[];

/** An empty (or blank) frame template means the article has no produced frame. */
export function hasProducedFrame(template: string | null | undefined): boolean {
  return typeof template === 'string' && template.trim() !== '';
}
