import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as catalogue from '@shop/contract/catalogue-responses';
import { voucherResponseSchema } from '@shop/contract/catalogue';
import { customerResponseSchema } from '@shop/contract/customer';
import { featureFlagsResponseSchema } from '@shop/contract/feature-flags';
import { initialDataResponseSchema } from '@shop/contract/initial-data';
import { localizedUrlsResponseSchema, locationResponseSchema } from '@shop/contract/localization';
import * as priceResponses from '@shop/contract/price-responses';
import * as prices from '@shop/contract/prices';
import { shippingInformationResponseSchema } from '@shop/contract/shipping';
import { startTestServer, type TestServer } from './helpers.ts';

// Every answer parses with the schema the typed client validates it with: server and client cannot drift apart.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const cases: [string, string, z.ZodType, string?][] = [
  ['/web-api/customer-data', 'kartenliebe-DE', customerResponseSchema],
  [
    '/web-api/product-selection-photo-frame/prices-formats?frameType=artbox&materialType=acrylglas',
    'wallart-DE',
    prices.pricesFormatsResponseSchema,
  ],
  [
    '/web-api/product-selection-photo-frame/price-article?materialType=poster&formatType=300x200',
    'wallart-DE',
    prices.articlePriceResponseSchema,
  ],
  [
    '/web-api/product-selection-photo-frame/prices-from',
    'wallart-CH',
    prices.pricesFromResponseSchema,
    'fr-CH',
  ],
  [
    '/web-api/product-selection-photo-frame/format-limits?materialType=poster',
    'wallart-DE',
    prices.formatLimitsResponseSchema,
  ],
  [
    '/web-api/product-selection-photo-frame/data?materialType=leinwand',
    'wallart-DE',
    priceResponses.photoFrameDataResponseSchema,
  ],
  [
    '/web-api/product-selection-photo-frame/prices-format-group?materialType=poster&aspectRatio=square',
    'wallart-DE',
    priceResponses.formatGroupPricesResponseSchema,
  ],
  [
    '/price-api/prices/format-group-prices-images?materialType=poster',
    'wallart-DE',
    priceResponses.formatGroupPricesImagesResponseSchema,
  ],
  ['/web-api/aspect-ratio?materialType=poster', 'wallart-DE', priceResponses.aspectRatiosResponseSchema],
  [
    '/price-api/photo-options-groups?materialType=poster',
    'wallart-DE',
    priceResponses.photoOptionGroupsResponseSchema,
  ],
  [
    '/price-api/frame?materialType=poster&formatType=300x200',
    'wallart-DE',
    priceResponses.framePricesResponseSchema,
  ],
  [
    '/web-api/variants-for-frame-types?frameTypes[]=artbox',
    'wallart-DE',
    priceResponses.variantsForFrameTypesResponseSchema,
  ],
  ['/web-api/calculator/reference?product=photoframe', 'wallart-DE', prices.calculatorResponseSchema],
  ['/web-api/campaign-data', 'wallart-DE', prices.campaignDataResponseSchema],
  [
    '/web-api/calendar-price?calendarType=wandkalender&format=a4-hoch',
    'kartenliebe-DE',
    catalogue.calendarPriceResponseSchema,
  ],
  ['/web-api/calendar-design-group', 'kartenliebe-DE', catalogue.designGroupsResponseSchema],
  [
    '/web-api/photobook-price?photobookType=digitalfotobuch&format=a4-quer&pageCount=30',
    'wallart-DE',
    catalogue.photobookPriceResponseSchema,
  ],
  [
    '/web-api/photobook-design-group-set?categoryIds[]=40',
    'kartenliebe-DE',
    catalogue.designGroupSetsResponseSchema,
  ],
  [
    '/web-api/photobox-data?photoboxType=small&format=150x100&quantity=10',
    'wallart-DE',
    catalogue.photoboxDataResponseSchema,
  ],
  ['/price-api/photoboxes', 'wallart-DE', catalogue.photoboxesResponseSchema],
  [
    '/web-api/card-price?paper=standard&format=a6-hoch&quantity=50',
    'kartenliebe-DE',
    catalogue.cardPriceResponseSchema,
  ],
  [
    '/web-api/card-price?paper=standard&format=a6-hoch&quantity=5&sample=true',
    'kartenliebe-CH',
    catalogue.cardPriceResponseSchema,
    'de-CH',
  ],
  ['/web-api/card-accessories?subtype=envelope', 'kartenliebe-DE', catalogue.cardAccessoriesResponseSchema],
  [
    '/web-api/card-accessory-price?sku=envelope-compact',
    'kartenliebe-AT',
    catalogue.accessoryPriceResponseSchema,
  ],
  ['/web-api/collage-designer-design-groups', 'wallart-DE', catalogue.designGroupsResponseSchema],
  ['/web-api/collage-designer-design-group', 'wallart-DE', catalogue.collageDesignGroupResponseSchema],
  ['/web-api/themes?occasion=hochzeit', 'kartenliebe-DE', catalogue.themesResponseSchema],
  ['/web-api/voucher?code=WELCOME10&orderTotal=5000', 'kartenliebe-DE', voucherResponseSchema],
  ['/gift-voucher?code=GIFT-2026-ANNA', 'kartenliebe-DE', catalogue.giftVoucherResponseSchema],
  ['/web-api/sku/container?container=wall-poster', 'wallart-DE', catalogue.skuContainerResponseSchema],
  ['/web-api/express-shop', 'wallart-DE', catalogue.expressShopResponseSchema],
  ['/web-api/express-shop', 'wallart-US', catalogue.expressShopResponseSchema, 'en-US'],
  ['/web-api/shipping-information', 'wallart-GB', shippingInformationResponseSchema, 'en-GB'],
  ['/web-api/feature-flags', 'wallart-DE', featureFlagsResponseSchema],
  ['/web-api/localized-urls?routeKey=cart', 'wallart-DE', localizedUrlsResponseSchema],
  ['/web-api/shop-frontends-initial-data', 'wallart-US', initialDataResponseSchema, 'en-US'],
  ['/api/get-location/', 'kartenliebe-DE', locationResponseSchema],
];

describe('responses match the contract schemas', () => {
  it.each(cases)('%s (%s)', async (path, channel, schema, locale) => {
    const response = await server.request(path, {
      headers: {
        'x-channel': channel,
        ...(locale ? { 'x-locale': locale } : { 'x-locale': 'de-' + channel.slice(-2) }),
      },
    });
    expect(response.status).toBe(200);
    const parsed = schema.safeParse(await response.json());
    expect(parsed.success ? 'ok' : JSON.stringify(parsed.error.issues.slice(0, 3))).toBe('ok');
  });
});
