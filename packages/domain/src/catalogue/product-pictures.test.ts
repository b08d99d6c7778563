import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { productFamilies } from './product-families.ts';
import { productPicturePath, productPictures } from './product-pictures.ts';

const assets = fileURLToPath(new URL('../../../../content/assets/', import.meta.url));

describe('product pictures', () => {
  it('gives every family at least two pictures (the magnify dialog pages through them), each drawn in content/assets', () => {
    for (const family of productFamilies) {
      const pictures = productPictures[family];
      expect(pictures.length, family).toBeGreaterThanOrEqual(2);
      for (const picture of pictures) expect(existsSync(`${assets}${productPicturePath(picture).slice('/images/'.length)}`), picture.key).toBe(true);
    }
  });

  it('uses each key once', () => {
    const keys = Object.values(productPictures).flatMap((pictures) => pictures.map((picture) => picture.key));
    expect(new Set(keys).size).toBe(keys.length);
  });
});
