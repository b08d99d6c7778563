import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const { toSkuContext } = await import('./block-context.ts');

const container = {
  skus: [
    { sku: 'wall-leinwand-600x400', materialType: 'leinwand', formatType: '600x400', priceCurrent: 2472, priceOriginal: 3090 },
    { sku: 'wall-leinwand-900x600', materialType: 'leinwand', formatType: '900x600', priceCurrent: 4312, priceOriginal: 5390 },
  ],
};

describe('toSkuContext', () => {
  it('gives the named sku of the container as the calculator preselection (spec: formatType, materialType, prices)', () => {
    expect(toSkuContext(container, 'wall-leinwand-900x600')).toEqual({ materialType: 'leinwand', formatType: '900x600', priceCurrent: 4312, priceOriginal: 5390 });
  });

  it.each(['wall-poster-900x600', '', 'WALL-LEINWAND-900X600'])('gives null for %j, which the container does not hold', (sku) => {
    expect(toSkuContext(container, sku)).toBeNull();
  });
});
