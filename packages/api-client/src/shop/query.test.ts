import { describe, expect, it } from 'vitest';
import { parseQuery } from '../../../../apps/shop-api/src/http/query.ts';
import { serializeQuery, type QueryValue } from './query.ts';

describe('serializeQuery (spec point 7)', () => {
  it.each<[string, Record<string, QueryValue>, string]>([
    [
      'plain values',
      { materialType: 'poster', quantity: 2, sample: true },
      'materialType=poster&quantity=2&sample=true',
    ],
    ['arrays as name[]', { categoryIds: [2, 3] }, 'categoryIds%5B%5D=2&categoryIds%5B%5D=3'],
    [
      'nested objects as name[key]',
      { options: { lamination: 'matt', cover: 'soft' } },
      'options%5Blamination%5D=matt&options%5Bcover%5D=soft',
    ],
    ['undefined, null and empty strings skipped', { a: undefined, b: null, c: '', d: 'x' }, 'd=x'],
    ['empty arrays and objects skipped', { list: [], options: {} }, ''],
    [
      'empty items inside arrays and objects skipped',
      { list: ['', 'a', null], options: { a: '', b: 'c' } },
      'list%5B%5D=a&options%5Bb%5D=c',
    ],
    ['zero and false are values, not empty', { page: 0, flag: false }, 'page=0&flag=false'],
    ['reserved characters encoded', { path: '/a b&c=d' }, 'path=%2Fa+b%26c%3Dd'],
  ])('%s', (_name, query, expected) => {
    expect(serializeQuery(query).toString()).toBe(expected);
  });

  it('refuses shapes the shop API cannot parse', () => {
    expect(() => serializeQuery({ list: [{ a: '1' }] })).toThrow(TypeError);
    expect(() => serializeQuery({ options: { deep: { a: '1' } } })).toThrow(TypeError);
  });

  it('round-trips through the shop API parser', () => {
    const query = {
      materialType: 'acrylglas',
      frameTypes: ['artbox', 'alurahmen'],
      options: { lamination: 'matt' },
      empty: '',
      quantity: 3,
    };
    expect({ ...parseQuery(serializeQuery(query)) }).toEqual({
      materialType: 'acrylglas',
      frameTypes: ['artbox', 'alurahmen'],
      options: { lamination: 'matt' },
      quantity: '3',
    });
  });
});
