/** Frame types of the configurator (spec point 3). */
export const frameTypes = [
  'alurahmen',
  'artbox',
  'fotorahmen',
  'holzrahmen',
  'kunststoffrahmen',
  'schattenfuge-leinwand',
  'schattenfuge-platte',
] as const;
export type FrameType = (typeof frameTypes)[number];

export const matTypes = ['mat-none', 'mat-weiss'] as const;
export type MatType = (typeof matTypes)[number];

export const matSizes = [0, 30] as const;
export type MatSize = (typeof matSizes)[number];

/** The colour every frame type defaults to. */
export const DEFAULT_FRAME_COLOUR = 'schwarz';

/** The black default variant of a frame type, e.g. `holzrahmen-schwarz`. */
export function getDefaultFrameVariant(frameType: FrameType): string {
  return `${frameType}-${DEFAULT_FRAME_COLOUR}`;
}

/** True for one of the seven configurator frame types. */
export function isFrameType(value: string): value is FrameType {
  return (frameTypes as readonly string[]).includes(value);
}

/** Labels of the frame parts shown in the configurator summary. */
export const framePartLabels = ['frame-back', 'frame-glass', 'frame-mat'] as const;
export type FramePartLabel = (typeof framePartLabels)[number];
