import { and, asc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import {
  accessoryPriceQuerySchema,
  calendarDesignGroupQuerySchema,
  calendarPriceQuerySchema,
  cardAccessoriesQuerySchema,
  cardAccessoryOrderSchema,
  cardPriceQuerySchema,
  collageGroupQuerySchema,
  collageGroupsQuerySchema,
  designGroupSetQuerySchema,
  photoboxDataQuerySchema,
  photobookPriceQuerySchema,
  skuContainerQuerySchema,
  themesQuerySchema,
  voucherQuerySchema,
  type SkuContext,
} from '@shop/contract/catalogue';
import { calculateSampleCardFee } from '@shop/domain/card/sample-cards';
import { photoboxTypes, photobookTypes } from '../catalogue/catalogue-data.ts';
import { catalogueImage } from '../catalogue/catalogue-image.ts';
import { pickName } from '../catalogue/localised-name.ts';
import { photobookChannelDefaults } from '../pricing/photobook-defaults.ts';
import {
  accessories,
  designGroups,
  giftVouchers,
  orderArticles,
  shippingSchedules,
  skus,
  themes,
  vouchers,
} from '../db/schema.ts';
import { readJson, readParams, readQuery, type AppContext, type AppEnv } from '../http/context.ts';
import { ApiError, notFound } from '../http/errors.ts';
import {
  computePrice,
  loadPriceContext,
  loadPriceRows,
  loadSurcharges,
  localizeAmount,
  priceKey,
  resolveOptions,
} from '../pricing/price-engine.ts';
import { requireCustomer } from '../services/session.ts';
import { customerPayload, openCart, scopeOf } from '../services/cart.ts';
import { photoboxPayload } from './prices.ts';

/** A picture of the catalogue's (content/assets/catalogue/), on this API's image proxy like the content's pictures. */

/** A design group as the shops read it: names in the request's language, and its picture. */
function designGroupPayload(c: AppContext, row: typeof designGroups.$inferSelect) {
  const { locale } = c.get('shop');
  return {
    id: row.id,
    name: pickName(row.names, locale, row.name),
    image: catalogueImage(c, `design-group-${row.kind}-${row.id}`),
    categoryIds: row.categoryIds,
    designs: row.designs.map((design) => ({ id: design.id, name: pickName(design.names, locale, design.name), formats: design.formats })),
  };
}

const ctx = (c: AppContext) => ({
  db: c.get('deps').db,
  shop: c.get('shop'),
  now: c.get('deps').clock.now(),
});

/** Prices one article of a paper family (calendar, card, photobook...) from its list row, options and quantity. */
async function priceFamilyArticle(
  c: AppContext,
  input: {
    family: string;
    productKey: string;
    formatType: string;
    keyField: string;
    requested: Record<string, string>;
    quantity: number;
    tierGroups?: string[];
  },
) {
  const { db, shop, now } = ctx(c);
  const rows = await loadPriceRows(db, shop, input.family, [input.productKey]);
  if (rows.size === 0)
    throw notFound(
      `unknown_${input.keyField}`,
      `Unknown ${input.keyField} ${input.productKey}`,
      input.keyField,
    );
  const row = rows.get(priceKey(input.productKey, input.formatType));
  if (!row)
    throw notFound(
      'format_not_available',
      `Format ${input.formatType} is not offered for ${input.productKey}`,
      'format',
    );
  const surcharges = await loadSurcharges(db, [input.family]);
  const options = resolveOptions(surcharges, input.requested, c.get('log'), {
    quantity: input.quantity,
    tierGroups: input.tierGroups ?? [],
  });
  const context = await loadPriceContext(db, shop, input.family, now);
  return {
    context,
    row,
    options,
    price: computePrice(context, {
      row,
      productKey: input.productKey,
      optionBasisPoints: options.basisPoints,
      quantity: input.quantity,
    }),
  };
}

const definedOnly = (record: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as Record<
    string,
    string
  >;

/** Paper families, accessories, design groups, themes, vouchers, express shop and sku containers. */
export function createCatalogueRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/web-api/calendar-price', async (c) => {
    const query = readQuery(c, calendarPriceQuerySchema);
    const { options, price } = await priceFamilyArticle(c, {
      family: 'calendar',
      productKey: query.calendarType,
      formatType: query.format,
      keyField: 'calendarType',
      requested: definedOnly({ mounting: query.mounting }),
      quantity: query.quantity,
    });
    return c.json({
      payload: {
        family: 'calendar',
        productKey: query.calendarType,
        formatType: query.format,
        quantity: query.quantity,
        options: options.chosen,
        currency: c.get('shop').currency,
        ...price,
      },
    });
  });

  app.get('/web-api/calendar-design-group', async (c) => {
    const query = readQuery(c, calendarDesignGroupQuerySchema);
    let rows = await c
      .get('deps')
      .db.select()
      .from(designGroups)
      .where(eq(designGroups.kind, 'calendar'))
      .orderBy(asc(designGroups.id));
    if (query.id !== undefined) rows = rows.filter((row) => row.id === query.id);
    if (query.format)
      rows = rows.filter((row) => row.designs.some((design) => design.formats.includes(query.format ?? '')));
    if (query.categoryIds)
      rows = rows.filter((row) => row.categoryIds.some((id) => query.categoryIds?.includes(id)));
    if (query.id !== undefined && rows.length === 0)
      throw notFound('unknown_design_group', `Unknown calendar design group ${query.id}`, 'id');
    return c.json({
      payload: {
        designGroups: rows.map((row) => designGroupPayload(c, row)),
      },
    });
  });

  app.get('/web-api/photobook-price', async (c) => {
    const query = readQuery(c, photobookPriceQuerySchema);
    const type = photobookTypes[query.photobookType];
    if (!type)
      throw notFound(
        'unknown_photobookType',
        `Unknown photobook type ${query.photobookType}`,
        'photobookType',
      );
    const pageCount = query.pageCount ?? type.basePages;
    if (pageCount < type.basePages || pageCount > type.maxPages || pageCount % 2 !== 0) {
      throw new ApiError({
        status: 400,
        code: 'invalid_page_count',
        message: `${query.photobookType} has ${type.basePages} to ${type.maxPages} pages, an even number`,
        field: 'pageCount',
      });
    }
    const requested = photobookChannelDefaults(
      c.get('shop').channel,
      definedOnly({
        cover: query.cover,
        paper: query.paper,
        lamination: query.lamination,
        refinement: query.refinement,
      }),
    );
    const { db, shop } = ctx(c);
    const { context, options, price } = await priceFamilyArticle(c, {
      family: 'photobook',
      productKey: query.photobookType,
      formatType: query.format,
      keyField: 'photobookType',
      requested,
      quantity: 1,
    });
    const pageRow = (await loadPriceRows(db, shop, 'photobook-page', [query.photobookType])).get(
      priceKey(query.photobookType, query.format),
    );
    const extraPages = pageCount - type.basePages;
    const pageMinor = pageRow ? localizeAmount(context, pageRow) * extraPages : 0;
    const unitOriginal = price.unitPriceOriginal + pageMinor;
    const discount = price.campaign?.discountBasisPoints ?? 0;
    const unitCurrent = Math.round((unitOriginal * (10_000 - discount)) / 10_000);
    return c.json({
      payload: {
        family: 'photobook',
        productKey: query.photobookType,
        formatType: query.format,
        quantity: query.quantity,
        pageCount,
        options: options.chosen,
        currency: shop.currency,
        unitPriceOriginal: unitOriginal,
        unitPriceCurrent: unitCurrent,
        priceOriginal: unitOriginal * query.quantity,
        priceCurrent: unitCurrent * query.quantity,
        campaign: price.campaign,
      },
    });
  });

  const designGroupSets = async (c: AppContext, id: number | undefined) => {
    const query = readQuery(c, designGroupSetQuerySchema);
    let rows = await c
      .get('deps')
      .db.select()
      .from(designGroups)
      .where(eq(designGroups.kind, 'photobook-set'))
      .orderBy(asc(designGroups.id));
    if (id !== undefined) {
      rows = rows.filter((row) => row.id === id);
      if (rows.length === 0)
        throw notFound('unknown_design_group_set', `Unknown design group set ${id}`, 'designGroupSetId');
    }
    if (query.categoryIds)
      rows = rows.filter((row) => row.categoryIds.some((category) => query.categoryIds?.includes(category)));
    return c.json({
      payload: {
        designGroupSets: rows.map((row) => designGroupPayload(c, row)),
      },
    });
  };
  app.get('/web-api/photobook-design-group-set', (c) => designGroupSets(c, undefined));
  app.get('/web-api/photobook-design-group-set/:designGroupSetId', (c) =>
    designGroupSets(
      c,
      readParams(c, z.object({ designGroupSetId: z.coerce.number().int().positive() })).designGroupSetId,
    ),
  );

  app.get('/web-api/photobox-data', async (c) => {
    const query = readQuery(c, photoboxDataQuerySchema);
    const payload = await photoboxPayload(c, query.photoboxType);
    if (!query.format && !query.quantity) return c.json({ payload });
    const box = payload.photoboxes[0];
    if (!query.photoboxType || !query.format || !box)
      throw new ApiError({
        status: 400,
        code: 'incomplete_selection',
        message: 'Pricing a box needs photoboxType, format and quantity',
        field: query.photoboxType ? 'format' : 'photoboxType',
      });
    const format = box.formats.find((entry) => entry.formatType === query.format);
    if (!format)
      throw notFound(
        'format_not_available',
        `Format ${query.format} is not offered in a ${query.photoboxType} box`,
        'format',
      );
    const quantity = query.quantity ?? 1;
    const max = photoboxTypes[query.photoboxType]?.maxQuantity ?? 0;
    if (quantity > max)
      throw new ApiError({
        status: 400,
        code: 'quantity_too_large',
        message: `A ${query.photoboxType} box holds at most ${max} prints`,
        field: 'quantity',
      });
    return c.json({
      payload: {
        ...payload,
        selection: {
          photoboxType: query.photoboxType,
          formatType: query.format,
          quantity,
          priceCurrent: (box.box?.priceCurrent ?? 0) + format.priceCurrent * quantity,
          priceOriginal: (box.box?.priceOriginal ?? 0) + format.priceOriginal * quantity,
        },
      },
    });
  });

  app.get('/web-api/card-price', async (c) => {
    const query = readQuery(c, cardPriceQuerySchema);
    const { db, shop } = ctx(c);
    if (query.sample === 'true') {
      // Samples are priced by count alone: the first three free, then the sample fee each (domain rule).
      const [feeRow] = [...(await loadPriceRows(db, shop, 'card-sample')).values()];
      if (!feeRow) throw notFound('no_sample_price', 'No sample price for this currency');
      const unit = localizeAmount(await loadPriceContext(db, shop, 'card-sample', ctx(c).now), feeRow);
      const fee = calculateSampleCardFee({
        count: query.quantity,
        unitFee: { amountMinor: unit, currency: shop.currency },
      });
      return c.json({
        payload: {
          family: 'card',
          productKey: query.paper,
          formatType: query.format,
          quantity: query.quantity,
          sample: true,
          options: {},
          currency: shop.currency,
          priceCurrent: fee.amountMinor,
          priceOriginal: fee.amountMinor,
          unitPriceCurrent: unit,
          unitPriceOriginal: unit,
          campaign: null,
        },
      });
    }
    const { options, price } = await priceFamilyArticle(c, {
      family: 'card',
      productKey: query.paper,
      formatType: query.format,
      keyField: 'paper',
      requested: definedOnly({ refinementType: query.refinementType }),
      quantity: query.quantity,
      tierGroups: ['quantityFrom'],
    });
    return c.json({
      payload: {
        family: 'card',
        productKey: query.paper,
        formatType: query.format,
        quantity: query.quantity,
        sample: false,
        options: options.chosen,
        currency: shop.currency,
        ...price,
      },
    });
  });

  const accessoryWithPrice = async (c: AppContext, sku: string, quantity: number) => {
    const { db, shop, now } = ctx(c);
    const [accessory] = await db.select().from(accessories).where(eq(accessories.sku, sku));
    if (!accessory || !accessory.channels.includes(shop.channel.id))
      throw notFound('unknown_sku', `Unknown accessory ${sku}`, 'sku');
    const row = (await loadPriceRows(db, shop, 'accessory', [sku])).get(priceKey(sku, 'any'));
    if (!row) throw notFound('no_price', `No price for ${sku} in ${shop.currency}`, 'sku');
    const price = computePrice(await loadPriceContext(db, shop, 'accessory', now), {
      row,
      productKey: sku,
      optionBasisPoints: 0,
      quantity,
    });
    return {
      sku: accessory.sku,
      subtype: accessory.subtype,
      name: pickName(accessory.names, shop.locale, accessory.name),
      image: catalogueImage(c, `accessory-${accessory.subtype}`),
      sizeClass: accessory.sizeClass,
      color: accessory.color,
      quantity,
      currency: shop.currency,
      ...price,
    };
  };

  app.get('/web-api/card-accessories', async (c) => {
    const query = readQuery(c, cardAccessoriesQuerySchema);
    const { db, shop } = ctx(c);
    const rows = await db
      .select()
      .from(accessories)
      .where(query.subtype ? eq(accessories.subtype, query.subtype) : sql`true`)
      .orderBy(asc(accessories.sku));
    const list = [];
    for (const row of rows.filter((entry) => entry.channels.includes(shop.channel.id)))
      list.push(await accessoryWithPrice(c, row.sku, 1));
    return c.json({ payload: { currency: shop.currency, accessories: list } });
  });

  const accessoryPrice = async (c: AppContext) => {
    const query = readQuery(c, accessoryPriceQuerySchema);
    return c.json({ payload: await accessoryWithPrice(c, query.sku, query.quantity) });
  };
  app.get('/web-api/card-accessory-price', accessoryPrice);
  app.get('/accessory', accessoryPrice);
  app.get('/price-api/accessory', accessoryPrice);

  app.post('/web-api/card-accessory-order', async (c) => {
    const customer = await requireCustomer(c);
    const body = await readJson(c, cardAccessoryOrderSchema);
    await accessoryWithPrice(c, body.sku, body.quantity);
    const { db, shop } = ctx(c);
    const cart = await openCart(db, { customer }, { ...scopeOf(c), locale: shop.locale });
    const [existing] = await db
      .select()
      .from(orderArticles)
      .where(and(eq(orderArticles.orderId, cart.id), eq(orderArticles.sku, body.sku)));
    if (existing) {
      const quantity = Math.min(5000, existing.quantity + body.quantity);
      await db.update(orderArticles).set({ quantity }).where(eq(orderArticles.id, existing.id));
    } else
      await db.insert(orderArticles).values({ orderId: cart.id, sku: body.sku, quantity: body.quantity });
    return c.json({ customer: await customerPayload(c, customer) }, 201);
  });

  app.get('/web-api/collage-designer-design-groups', async (c) => {
    const query = readQuery(c, collageGroupsQuerySchema);
    const shop = c.get('shop');
    let rows = await c
      .get('deps')
      .db.select()
      .from(designGroups)
      .where(eq(designGroups.kind, 'collage'))
      .orderBy(asc(designGroups.id));
    // Collages without a channel are offered on every channel.
    rows = rows.filter((row) => [null, shop.channel.id].includes(row.channel));
    if (query.categoryIds)
      rows = rows.filter((row) => row.categoryIds.some((id) => query.categoryIds?.includes(id)));
    return c.json({
      payload: {
        designGroups: rows.map((row) => designGroupPayload(c, row)),
      },
    });
  });

  app.get('/web-api/collage-designer-design-group', async (c) => {
    const query = readQuery(c, collageGroupQuerySchema);
    const designId = query.designId ?? c.get('shop').channel.features.defaultCollageId;
    const rows = await c.get('deps').db.select().from(designGroups).where(eq(designGroups.kind, 'collage'));
    const group = rows.find((row) => row.designs.some((design) => design.id === designId));
    if (!group) throw notFound('unknown_design', `No collage design ${designId}`, 'designId');
    return c.json({
      payload: {
        designId,
        designGroup: designGroupPayload(c, group),
      },
    });
  });

  app.get('/web-api/themes', async (c) => {
    const query = readQuery(c, themesQuerySchema);
    const shop = c.get('shop');
    const conditions = [eq(themes.channel, shop.channel.id)];
    if (query.occasion) conditions.push(eq(themes.occasion, query.occasion));
    if (query.category) conditions.push(eq(themes.category, query.category));
    if (query.id !== undefined) conditions.push(eq(themes.id, query.id));
    const rows = await c
      .get('deps')
      .db.select()
      .from(themes)
      .where(and(...conditions))
      .orderBy(asc(themes.id));
    if (query.id !== undefined && rows.length === 0)
      throw notFound('unknown_theme', `Unknown theme ${query.id}`, 'id');
    const start = (query.page - 1) * query.perPage;
    return c.json({
      payload: {
        total: rows.length,
        page: query.page,
        perPage: query.perPage,
        themes: rows
          .slice(start, start + query.perPage)
          .map((row) => ({
            id: row.id,
            slug: row.slug,
            occasion: row.occasion,
            category: row.category,
            name: pickName(row.names, shop.locale, row.slug),
            image: catalogueImage(c, `card-${row.occasion}`),
            designIds: row.designIds,
          })),
      },
    });
  });

  app.get('/web-api/voucher', async (c) => {
    const query = readQuery(c, voucherQuerySchema);
    const { db, shop, now } = ctx(c);
    const [voucher] = await db.select().from(vouchers).where(eq(vouchers.code, query.code));
    const invalid = (code: string, message: string) =>
      new ApiError({ status: 422, code, message, field: 'code' });
    if (!voucher || ![null, shop.channel.id].includes(voucher.channel))
      throw notFound('unknown_voucher', 'This voucher code does not exist', 'code');
    if (now < voucher.validFrom || now > voucher.validUntil)
      throw invalid('voucher_expired', 'This voucher is no longer valid');
    if (voucher.currency && voucher.currency !== shop.currency)
      throw invalid('voucher_wrong_currency', `This voucher is valid for ${voucher.currency} orders only`);
    if (query.orderTotal !== undefined && query.orderTotal < voucher.minOrderMinor)
      throw invalid(
        'voucher_minimum_not_reached',
        `The order total must be at least ${voucher.minOrderMinor}`,
      );
    const discountMinor =
      query.orderTotal === undefined
        ? null
        : voucher.kind === 'percent'
          ? Math.round((query.orderTotal * voucher.value) / 10_000)
          : Math.min(voucher.value, query.orderTotal);
    return c.json({
      payload: {
        code: voucher.code,
        valid: true,
        kind: voucher.kind,
        value: voucher.value,
        currency: voucher.currency,
        minOrderMinor: voucher.minOrderMinor,
        discountMinor,
        validUntil: voucher.validUntil.toISOString(),
      },
    });
  });

  app.get('/gift-voucher', async (c) => {
    const query = readQuery(c, voucherQuerySchema.pick({ code: true }));
    const { db, shop, now } = ctx(c);
    const [voucher] = await db.select().from(giftVouchers).where(eq(giftVouchers.code, query.code));
    if (!voucher) throw notFound('unknown_gift_voucher', 'This gift voucher does not exist', 'code');
    if (now > voucher.validUntil)
      throw new ApiError({
        status: 422,
        code: 'gift_voucher_expired',
        message: 'This gift voucher has expired',
        field: 'code',
      });
    if (voucher.currency !== shop.currency)
      throw new ApiError({
        status: 422,
        code: 'gift_voucher_wrong_currency',
        message: `This gift voucher is in ${voucher.currency}`,
        field: 'code',
      });
    return c.json({
      payload: {
        code: voucher.code,
        currency: voucher.currency,
        initialMinor: voucher.initialMinor,
        balanceMinor: voucher.balanceMinor,
        validUntil: voucher.validUntil.toISOString(),
      },
    });
  });

  const skuContexts = async (c: AppContext, rows: (typeof skus.$inferSelect)[]): Promise<SkuContext[]> => {
    const { db, shop, now } = ctx(c);
    const result: SkuContext[] = [];
    const families = [...new Set(rows.map((row) => row.family))];
    for (const family of families) {
      const context = await loadPriceContext(db, shop, family, now);
      const prices = await loadPriceRows(db, shop, family, [
        ...new Set(rows.filter((row) => row.family === family).map((row) => row.productKey)),
      ]);
      const scopes = [
        family,
        ...rows.filter((row) => row.family === family).map((row) => `${family}/${row.productKey}`),
      ];
      const surcharges = await loadSurcharges(db, scopes);
      for (const row of rows.filter((entry) => entry.family === family)) {
        const priceRow = prices.get(priceKey(row.productKey, row.formatType));
        if (!priceRow) continue;
        const own = surcharges.filter(
          (entry) => entry.scope === family || entry.scope === `${family}/${row.productKey}`,
        );
        const options = resolveOptions(
          own,
          {},
          c.get('log'),
          { quantity: 1, tierGroups: family === 'card' ? ['quantityFrom'] : [] },
        );
        const price = computePrice(context, {
          row: priceRow,
          productKey: row.productKey,
          optionBasisPoints: options.basisPoints,
          quantity: 1,
        });
        result.push({
          sku: row.sku,
          container: row.container,
          family,
          formatType: row.formatType,
          materialType: row.productKey,
          priceCurrent: price.priceCurrent,
          priceOriginal: price.priceOriginal,
          isExpress: row.isExpress,
        });
      }
    }
    return result;
  };

  app.get('/web-api/sku/container', async (c) => {
    const query = readQuery(c, skuContainerQuerySchema);
    const { db } = ctx(c);
    let container = query.container;
    if (query.sku) {
      const [row] = await db.select().from(skus).where(eq(skus.sku, query.sku));
      if (!row) throw notFound('unknown_sku', `Unknown sku ${query.sku}`, 'sku');
      container = row.container;
    }
    const rows = await db
      .select()
      .from(skus)
      .where(eq(skus.container, container ?? ''))
      .orderBy(asc(skus.sku));
    if (rows.length === 0) throw notFound('unknown_container', `Unknown container ${container}`, 'container');
    return c.json({
      payload: {
        container,
        selectedSku: query.sku ?? null,
        currency: c.get('shop').currency,
        skus: await skuContexts(c, rows),
      },
    });
  });

  app.get('/web-api/express-shop', async (c) => {
    readQuery(c, z.strictObject({}));
    const { db, shop } = ctx(c);
    const [schedule] = await db
      .select()
      .from(shippingSchedules)
      .where(eq(shippingSchedules.country, shop.country));
    if (!schedule?.expressCutoffMinute || !schedule.expressDeliveryDays) {
      return c.json({
        payload: { available: false, country: shop.country, currency: shop.currency, skus: [] },
      });
    }
    const rows = await db.select().from(skus).where(eq(skus.isExpress, true)).orderBy(asc(skus.sku));
    const families = shop.channel.features.hasWishlist ? ['card', 'photoframe'] : ['photoframe', 'card'];
    const offered = rows.filter((row) => families.includes(row.family));
    return c.json({
      payload: {
        available: true,
        country: shop.country,
        currency: shop.currency,
        expressDeliveryDays: schedule.expressDeliveryDays,
        expressShippingMinor: schedule.expressShippingMinor,
        skus: await skuContexts(c, offered),
      },
    });
  });

  return app;
}
