/** Aspect-ratio keys of the spec (point 3), matched within 2 %. */
const namedRatios: readonly (readonly [string, number])[] = [
  ['square', 1],
  ['5:4', 5 / 4],
  ['4:3', 4 / 3],
  ['din', Math.SQRT2],
  ['3:2', 3 / 2],
  ['16:9', 16 / 9],
  ['2:1', 2],
  ['5:2', 5 / 2],
  ['3:1', 3],
  ['4:1', 4],
  ['5:1', 5],
  ['6:1', 6],
];

/** The aspect-ratio key of a width and height, orientation-independent; 'standard' when none fits. */
export function findAspectRatio(widthMm: number, heightMm: number): string {
  if (widthMm <= 0 || heightMm <= 0) return 'hidden';
  const ratio = Math.max(widthMm, heightMm) / Math.min(widthMm, heightMm);
  const match = namedRatios.find(([, value]) => Math.abs(ratio - value) / value < 0.02);
  return match ? match[0] : 'standard';
}

/** Parses a "WIDTHxHEIGHT" format string; anything else (leading zeros, zero, signs) gives 0 x 0 (spec point 5). */
export function parseFormatType(formatType: string): { widthMm: number; heightMm: number } {
  const match = /^([1-9]\d*)x([1-9]\d*)$/.exec(formatType);
  if (!match) return { widthMm: 0, heightMm: 0 };
  return { widthMm: Number(match[1]), heightMm: Number(match[2]) };
}
