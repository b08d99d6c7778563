import { describe, expect, it } from 'vitest';
import { deriveProductType } from './derive-product-type.ts';

const card = { card: 'klappkarte', category: 'hochzeit', occasion: 'hochzeit', themeId: 't1' };

describe('deriveProductType, in the order of spec point 4', () => {
  it.each([
    ['card: all four present', card, 'card'],
    ['card beats calendar', { ...card, designGroupId: 'g', designId: 'd' }, 'card'],
    ['card missing themeId', { ...card, themeId: undefined }, 'none'],
    ['card with empty occasion', { ...card, occasion: '' }, 'none'],
    ['calendar: designGroupId and designId', { designGroupId: 'g', designId: 'd' }, 'calendar'],
    [
      'calendar beats photobook',
      { designGroupId: 'g', designId: 'd', designGroupSetId: 's', productType: 'photobook' },
      'calendar',
    ],
    ['calendar beats collage', { designGroupId: 'g', designId: 'd', productType: 'collage' }, 'calendar'],
    ['designGroupId alone', { designGroupId: 'g' }, 'none'],
    ['photobook: set id and product type', { designGroupSetId: 's', productType: 'photobook' }, 'photobook'],
    ['photobook set id without product type', { designGroupSetId: 's' }, 'none'],
    ['photobook product type without set id', { productType: 'photobook' }, 'none'],
    ['collage: product type and designId', { productType: 'collage', designId: '13' }, 'collage'],
    ['collage without designId', { productType: 'collage' }, 'none'],
    ['photobox', { productType: 'photobox' }, 'photobox'],
    ['photo prints', { productType: 'photoprint' }, 'photoprint'],
    ['nothing', {}, 'none'],
    ['unknown product type', { productType: 'mug' }, 'none'],
  ] as const)('%s → %s', (_name, context, expected) => {
    expect(deriveProductType(context)).toBe(expected);
  });
});
