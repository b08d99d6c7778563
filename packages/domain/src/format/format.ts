/** A print format in millimetres; 0×0 stands for "no valid format". */
export interface Format {
  width: number;
  height: number;
}

export const EMPTY_FORMAT: Readonly<Format> = Object.freeze({ width: 0, height: 0 });

// Positive integer without leading zero, on both sides of a lower-case 'x' (spec point 5); no whitespace tolerated.
const FORMAT_PATTERN = /^([1-9]\d*)x([1-9]\d*)$/;

/** Parses `WIDTHxHEIGHT`; anything that is not two positive integers without leading zero gives 0×0. */
export function parseFormat(value: unknown): Format {
  if (typeof value !== 'string') return { ...EMPTY_FORMAT };
  const match = FORMAT_PATTERN.exec(value);
  if (!match) return { ...EMPTY_FORMAT };
  const width = Number(match[1]);
  const height = Number(match[2]);
  // Beyond 2^53 the digits would not round-trip; such a string names no real format.
  if (!Number.isSafeInteger(width) || !Number.isSafeInteger(height)) return { ...EMPTY_FORMAT };
  return { width, height };
}

/** True when both sides are positive safe integers. */
export function isValidFormat(format: Format): boolean {
  return (
    Number.isSafeInteger(format.width) &&
    Number.isSafeInteger(format.height) &&
    format.width > 0 &&
    format.height > 0
  );
}

/** Prints a format as `WIDTHxHEIGHT`; an invalid format prints as `0x0`, mirroring the parser. */
export function printFormat(format: Format): string {
  return isValidFormat(format) ? `${format.width}x${format.height}` : '0x0';
}

export type Orientation = 'portrait' | 'landscape' | 'square';

/** The orientation of a format; 0×0 counts as square. */
export function getOrientation(format: Format): Orientation {
  if (format.width === format.height) return 'square';
  return format.width > format.height ? 'landscape' : 'portrait';
}
