import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getOrientation, isValidFormat, parseFormat, printFormat } from './format.ts';

describe('parseFormat', () => {
  it.each([
    ['300x200', 300, 200],
    ['1x1', 1, 1],
    ['600x450', 600, 450],
    ['1000x10', 1000, 10],
    ['0x200', 0, 0],
    ['300x0', 0, 0],
    ['0300x200', 0, 0],
    ['300x0200', 0, 0],
    ['300X200', 0, 0],
    [' 300x200', 0, 0],
    ['300x200 ', 0, 0],
    ['-300x200', 0, 0],
    ['300.5x200', 0, 0],
    ['300x', 0, 0],
    ['x200', 0, 0],
    ['300', 0, 0],
    ['', 0, 0],
    ['300x200x100', 0, 0],
    ['1e3x200', 0, 0],
    ['99999999999999999999x1', 0, 0],
  ])('%j → %i×%i', (input, width, height) => {
    expect(parseFormat(input)).toEqual({ width, height });
  });

  it.each([[undefined], [null], [300], [{ width: 1, height: 1 }]])('non-string %j → 0×0', (input) => {
    expect(parseFormat(input)).toEqual({ width: 0, height: 0 });
  });

  const anyString = fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.stringMatching(/^[0-9x]{0,24}$/));

  it('never throws and yields either 0×0 or two positive safe integers', () => {
    fc.assert(
      fc.property(anyString, (input) => {
        const { width, height } = parseFormat(input);
        const empty = width === 0 && height === 0;
        const valid =
          Number.isSafeInteger(width) && Number.isSafeInteger(height) && width >= 1 && height >= 1;
        expect(empty || valid).toBe(true);
      }),
    );
  });

  it('accepts exactly the strings matching the spec pattern', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9x]{0,12}$/), (input) => {
        const { width } = parseFormat(input);
        expect(width > 0).toBe(/^[1-9]\d*x[1-9]\d*$/.test(input));
      }),
    );
  });

  it('round-trips every valid format', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100000 }),
        fc.integer({ min: 1, max: 100000 }),
        (width, height) => {
          expect(parseFormat(printFormat({ width, height }))).toEqual({ width, height });
        },
      ),
    );
  });
});

describe('printFormat', () => {
  it.each([
    [{ width: 300, height: 200 }, '300x200'],
    [{ width: 0, height: 0 }, '0x0'],
    [{ width: -1, height: 5 }, '0x0'],
    [{ width: 1.5, height: 5 }, '0x0'],
    [{ width: Number.NaN, height: 5 }, '0x0'],
  ])('%j → %s', (format, expected) => {
    expect(printFormat(format)).toBe(expected);
    expect(isValidFormat(format)).toBe(expected !== '0x0');
  });
});

describe('getOrientation', () => {
  it.each([
    [{ width: 210, height: 297 }, 'portrait'],
    [{ width: 297, height: 210 }, 'landscape'],
    [{ width: 200, height: 200 }, 'square'],
  ])('%j → %s', (format, expected) => {
    expect(getOrientation(format)).toBe(expected);
  });
});
