import { describe, expect, it } from 'vitest';
import { findControlCharacter, rejectControlCharacters } from './control-characters.ts';

describe('control characters', () => {
  it.each([
    [{ name: 'a\u0000b' }, 'name'],
    [{ items: [{ text: 'ok' }, { text: 'bell\u0007' }] }, 'items.1.text'],
    [{ ['ke\u0001y']: 'x' }, 'ke\u0001y'],
    ['\u007f', 'body'],
    [{ message: 'line\u000bbreak' }, 'message'],
  ])('finds %j at %s', (value, path) => {
    expect(findControlCharacter(value)).toBe(path);
  });

  it.each([{ message: 'two\nlines\r\nand a\ttab' }, { n: 1, b: true, x: null }, 'Grüße 😀'])(
    'lets %j through',
    (value) => {
      expect(findControlCharacter(value)).toBeUndefined();
    },
  );

  it('answers 400 validation_failed naming the field', () => {
    expect(() => rejectControlCharacters({ subject: 'x\u0000' })).toThrow(
      expect.objectContaining({ status: 400, code: 'validation_failed', field: 'subject' }),
    );
  });
});
