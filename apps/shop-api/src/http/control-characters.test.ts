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

  it('walks a body nested 200,000 levels deep without overflowing the stack (the route answers its depth limit)', () => {
    let deep: unknown = 'bottom\u0000';
    for (let level = 0; level < 200_000; level += 1) deep = { a: deep };
    expect(findControlCharacter(deep)?.split('.')).toHaveLength(200_000);
    let clean: unknown = 'bottom';
    for (let level = 0; level < 200_000; level += 1) clean = [clean];
    expect(findControlCharacter(clean)).toBeUndefined();
  });

  it('names the first offending field in written order, a key before its own value', () => {
    expect(findControlCharacter({ a: 'ok', b: ['x', 'y\u0001'], c: 'z\u0002' })).toBe('b.1');
    expect(findControlCharacter({ a: 'ok', ['k\u0003']: 'v\u0004', z: 'w\u0005' })).toBe('k\u0003');
  });
});
