import { describe, expect, it } from 'vitest';
import { ApiError } from './errors.ts';
import { parseQuery } from './query.ts';

const parse = (query: string, code?: string) => parseQuery(new URLSearchParams(query), code);

describe('parseQuery (spec point 7: arrays as name[], objects as name[key], empty values skipped)', () => {
  it('reads plain names, arrays and nested objects', () => {
    expect({ ...parse('page=2&categoryIds[]=1&categoryIds[]=2&filter[color]=red&filter[size]=a4') }).toEqual({
      page: '2',
      categoryIds: ['1', '2'],
      filter: { color: 'red', size: 'a4' },
    });
  });

  it('skips empty values', () => {
    expect({ ...parse('page=&sort=price&ids[]=') }).toEqual({ sort: 'price' });
  });

  it.each([
    ['a plain name twice', 'page=1&page=2', 'page'],
    ['a name with and without []', 'ids=1&ids[]=2', 'ids'],
    ['a name with [] then without', 'ids[]=1&ids=2', 'ids'],
    ['a nested key twice', 'filter[color]=red&filter[color]=blue', 'filter.color'],
    ['a plain name then as an object', 'filter=x&filter[color]=red', 'filter'],
  ])('%s is a 400 naming it, with the route’s code', (_, query, field) => {
    let caught: unknown;
    try {
      parse(query, 'invalid_query');
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ApiError);
    expect(caught).toMatchObject({ status: 400, code: 'invalid_query', field, message: `${field}: Given more than once` });
  });

  it('gives the shop routes their validation_failed code by default', () => {
    expect(() => parse('page=1&page=2')).toThrow(expect.objectContaining({ code: 'validation_failed' }));
  });
});
