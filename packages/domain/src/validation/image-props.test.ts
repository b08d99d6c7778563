import { describe, expect, it } from 'vitest';
import { validateImageProps } from './image-props.ts';

describe('validateImageProps', () => {
  it.each([
    [{ src: '/a.jpg' }, []],
    [{ src: '', loading: 'lazy' }, []],
    [{ src: '/a.jpg', loading: 'eager', format: 'auto' }, []],
    [{ src: '/a.jpg', format: 'jpg' }, []],
    [{ src: undefined }, ['src']],
    [{ src: 42 }, ['src']],
    [{ src: '/a.jpg', loading: 'auto' }, ['loading']],
    [{ src: '/a.jpg', format: 'jpeg' }, ['format']],
    [{ src: null, loading: 'soon', format: 'gif' }, ['src', 'loading', 'format']],
  ])('%j → issues %j', (props, fields) => {
    expect(validateImageProps(props).map((issue) => issue.field)).toEqual(fields);
  });
});
