import { asc, desc, eq, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import {
  articlePriceQuerySchema,
  calculatorQuerySchema,
  formatGroupQuerySchema,
  framesQuerySchema,
  materialQuerySchema,
  pricesFormatsQuerySchema,
  pricesFromQuerySchema,
  variantsForFrameTypesQuerySchema,
  type Calculator,
} from '@shop/contract/prices';
import { localeSettings } from '@shop/config/markets';
import { photoboxTypes } from '../catalogue/catalogue-data.ts';
import { campaigns, frameTypes, optionSurcharges, priceList } from '../db/schema.ts';
import { readQuery, type AppContext, type AppEnv } from '../http/context.ts';
import { ApiError } from '../http/errors.ts';
import { photobookChannelDefaults } from '../pricing/photobook-defaults.ts';
import { computePrice, loadPriceContext, loadPriceRows, loadSurcharges, resolveOptions, runningCampaigns } from '../pricing/price-engine.ts';
import { loadPriceTables } from '../pricing/price-catalogue.ts';
import { familyFormats, listWallFormatPrices, priceWallArticle } from '../pricing/wall-prices.ts';

const deps = (c: AppContext) => ({ ...c.get('deps'), shop: c.get('shop'), now: c.get('deps').clock.now() });

/** Materials that have wall-picture prices, from the price list. */
async function wallMaterials(c: AppContext, family = 'photoframe'): Promise<string[]> {
  const rows = await c
    .get('deps')
    .db.selectDistinct({ key: priceList.productKey })
    .from(priceList)
    .where(eq(priceList.family, family))
    .orderBy(asc(priceList.productKey));
  return rows.map((row) => row.key);
}

/** Wall-picture prices: /price-api/* and /web-api/product-selection-photo-frame/*, calculator, aspect ratios, frames. */
export function createPriceRoutes() {
  const app = new Hono<AppEnv>();
  const selection = '/web-api/product-selection-photo-frame';

  const pricesFormats = async (c: AppContext) => {
    const { db, shop, now } = deps(c);
    const query = readQuery(c, pricesFormatsQuerySchema);
    const list = await listWallFormatPrices(db, shop, now, c.get('log'), {
      family: 'photoframe',
      materialType: query.materialType,
      frameType: query.frameType,
      options: query.options,
    });
    return c.json({
      payload: {
        materialType: query.materialType,
        frameType: query.frameType ?? null,
        currency: shop.currency,
        formats: list,
      },
    });
  };
  app.get(`${selection}/prices-formats`, pricesFormats);
  app.get('/price-api/prices/formats', pricesFormats);

  const priceArticle = async (c: AppContext) => {
    const { db, shop, now } = deps(c);
    const query = readQuery(c, articlePriceQuerySchema);
    return c.json({ payload: await priceWallArticle(db, shop, now, c.get('log'), { family: 'photoframe', ...query }) });
  };
  app.get(`${selection}/price-article`, priceArticle);
  app.get('/price-api/prices/article', priceArticle);
  // The collage designer's price: a collage on a wall material, from the collage price list (the design costs extra).
  app.get('/web-api/collage-price', async (c) => {
    const { db, shop, now } = deps(c);
    const query = readQuery(c, articlePriceQuerySchema);
    return c.json({ payload: await priceWallArticle(db, shop, now, c.get('log'), { family: 'collage', ...query }) });
  });

  app.get(`${selection}/prices-from`, async (c) => {
    const { db, shop, now } = deps(c);
    const query = readQuery(c, pricesFromQuerySchema);
    const materials = query.materialType ? [query.materialType] : await wallMaterials(c);
    const result = [];
    for (const materialType of materials) {
      const list = await listWallFormatPrices(db, shop, now, c.get('log'), {
        family: 'photoframe',
        materialType,
        options: {},
      });
      const cheapest = [...list].sort((a, b) => a.priceCurrent - b.priceCurrent)[0];
      if (cheapest) result.push({ materialType, ...cheapest });
    }
    return c.json({ payload: { currency: shop.currency, materials: result } });
  });

  const formatGroup = async (c: AppContext) => {
    const { db, shop, now } = deps(c);
    const query = readQuery(c, formatGroupQuerySchema);
    const inGroup = new Set(
      (await familyFormats(db, 'photoframe'))
        .filter((row) => row.aspectRatio === query.aspectRatio)
        .map((row) => row.formatType),
    );
    const list = (
      await listWallFormatPrices(db, shop, now, c.get('log'), {
        family: 'photoframe',
        materialType: query.materialType,
        frameType: query.frameType,
        options: {},
      })
    ).filter((entry) => inGroup.has(entry.formatType));
    if (list.length === 0)
      throw new ApiError({
        status: 404,
        code: 'unknown_format_group',
        message: `No ${query.aspectRatio} formats for ${query.materialType}`,
        field: 'aspectRatio',
      });
    return c.json({
      payload: {
        materialType: query.materialType,
        aspectRatio: query.aspectRatio,
        currency: shop.currency,
        formats: list,
      },
    });
  };
  app.get(`${selection}/prices-format-group`, formatGroup);
  app.get('/price-api/prices/format-group', formatGroup);

  const aspectGroups = async (c: AppContext, materialType: string) => {
    const { db, shop, now } = deps(c);
    const list = await listWallFormatPrices(db, shop, now, c.get('log'), {
      family: 'photoframe',
      materialType,
      options: {},
    });
    const meta = new Map((await familyFormats(db, 'photoframe')).map((row) => [row.formatType, row]));
    const groups = new Map<string, { aspectRatio: string; formats: typeof list }>();
    for (const entry of list) {
      const ratio = meta.get(entry.formatType)?.aspectRatio ?? 'hidden';
      const group = groups.get(ratio) ?? { aspectRatio: ratio, formats: [] };
      group.formats.push(entry);
      groups.set(ratio, group);
    }
    return { list, meta, groups: [...groups.values()] };
  };

  app.get('/price-api/prices/format-group-prices-images', async (c) => {
    const query = readQuery(c, materialQuerySchema);
    const { meta, groups } = await aspectGroups(c, query.materialType);
    return c.json({
      payload: {
        materialType: query.materialType,
        currency: c.get('shop').currency,
        groups: groups.map((group) => {
          const cheapest = [...group.formats].sort((a, b) => a.priceCurrent - b.priceCurrent)[0];
          const format = meta.get(cheapest?.formatType ?? '');
          // The group's image is a preview box in the group's proportions, 600 px on its long side.
          const scale = format ? 600 / Math.max(format.widthMm, format.heightMm) : 0;
          return {
            aspectRatio: group.aspectRatio,
            formatCount: group.formats.length,
            priceFrom: cheapest
              ? {
                  formatType: cheapest.formatType,
                  priceCurrent: cheapest.priceCurrent,
                  priceOriginal: cheapest.priceOriginal,
                }
              : null,
            image: format
              ? { width: Math.round(format.widthMm * scale), height: Math.round(format.heightMm * scale) }
              : null,
          };
        }),
      },
    });
  });

  app.get('/web-api/aspect-ratio', async (c) => {
    const query = readQuery(c, materialQuerySchema);
    const { groups } = await aspectGroups(c, query.materialType);
    return c.json({
      payload: {
        materialType: query.materialType,
        aspectRatios: groups.map((group) => ({
          aspectRatio: group.aspectRatio,
          formats: group.formats.map((entry) => entry.formatType),
        })),
      },
    });
  });

  app.get(`${selection}/format-limits`, async (c) => {
    const { db, shop } = deps(c);
    const query = readQuery(c, materialQuerySchema);
    const offered = new Set(
      [...(await loadPriceRows(db, shop, 'photoframe', [query.materialType])).values()].map(
        (row) => row.formatType,
      ),
    );
    if (offered.size === 0)
      throw new ApiError({
        status: 404,
        code: 'unknown_material',
        message: `Unknown material ${query.materialType}`,
        field: 'materialType',
      });
    const sizes = (await familyFormats(db, 'photoframe')).filter((row) => offered.has(row.formatType));
    const widths = sizes.map((row) => row.widthMm);
    const heights = sizes.map((row) => row.heightMm);
    return c.json({
      payload: {
        materialType: query.materialType,
        unit: localeSettings[shop.locale].lengthUnit,
        minWidthMm: Math.min(...widths),
        maxWidthMm: Math.max(...widths),
        minHeightMm: Math.min(...heights),
        maxHeightMm: Math.max(...heights),
      },
    });
  });

  const optionGroupsOf = async (c: AppContext, materialType: string) => {
    const rows = await c
      .get('deps')
      .db.select()
      .from(optionSurcharges)
      .where(inArray(optionSurcharges.scope, ['photoframe', `photoframe/${materialType}`]))
      // Default first, then by surcharge: a stable order that does not depend on how rows sit on disk.
      .orderBy(
        desc(optionSurcharges.isDefault),
        asc(optionSurcharges.basisPoints),
        asc(optionSurcharges.optionValue),
      );
    const groups = new Map<
      string,
      { group: string; values: { value: string; isDefault: boolean; surchargeBasisPoints: number }[] }
    >();
    for (const row of rows) {
      if (row.optionGroup === 'frame') continue;
      const group = groups.get(row.optionGroup) ?? { group: row.optionGroup, values: [] };
      group.values.push({
        value: row.optionValue,
        isDefault: row.isDefault,
        surchargeBasisPoints: row.basisPoints,
      });
      groups.set(row.optionGroup, group);
    }
    return [...groups.values()].sort((a, b) => a.group.localeCompare(b.group));
  };

  const framesFor = async (c: AppContext, materialType: string) =>
    (await c.get('deps').db.select().from(frameTypes).orderBy(asc(frameTypes.frameType))).filter((frame) =>
      frame.materials.includes(materialType),
    );

  app.get(`${selection}/data`, async (c) => {
    const { db } = deps(c);
    const query = readQuery(c, materialQuerySchema);
    const materials = await wallMaterials(c);
    if (!materials.includes(query.materialType))
      throw new ApiError({
        status: 404,
        code: 'unknown_material',
        message: `Unknown material ${query.materialType}`,
        field: 'materialType',
      });
    const offered = new Set(
      [...(await loadPriceRows(db, c.get('shop'), 'photoframe', [query.materialType])).values()].map(
        (row) => row.formatType,
      ),
    );
    const formatRows = (await familyFormats(db, 'photoframe')).filter((row) => offered.has(row.formatType));
    return c.json({
      payload: {
        materialType: query.materialType,
        materials,
        formats: formatRows.map((row) => ({
          formatType: row.formatType,
          widthMm: row.widthMm,
          heightMm: row.heightMm,
          aspectRatio: row.aspectRatio,
        })),
        frames: (await framesFor(c, query.materialType)).map(({ frameType, defaultVariant, variants }) => ({
          frameType,
          defaultVariant,
          variants,
        })),
        optionGroups: await optionGroupsOf(c, query.materialType),
      },
    });
  });

  app.get('/price-api/photo-options-groups', async (c) => {
    const query = readQuery(c, materialQuerySchema);
    if (!(await wallMaterials(c)).includes(query.materialType))
      throw new ApiError({
        status: 404,
        code: 'unknown_material',
        message: `Unknown material ${query.materialType}`,
        field: 'materialType',
      });
    return c.json({
      payload: {
        materialType: query.materialType,
        optionGroups: await optionGroupsOf(c, query.materialType),
      },
    });
  });

  app.get('/price-api/frame', async (c) => {
    const { db, shop, now } = deps(c);
    const query = readQuery(c, framesQuerySchema);
    const frames = await framesFor(c, query.materialType);
    if (frames.length === 0) {
      c.get('log').error({ event: 'error-no-materials-for-frame-type', materialType: query.materialType });
      throw new ApiError({
        status: 404,
        code: 'no_frames_for_material',
        message: `No frames for material ${query.materialType}`,
        field: 'materialType',
      });
    }
    const result = [];
    for (const frame of frames) {
      const price = query.formatType
        ? await priceWallArticle(db, shop, now, c.get('log'), {
            family: 'photoframe',
            materialType: query.materialType,
            formatType: query.formatType,
            frameType: frame.frameType,
            options: {},
            quantity: 1,
          })
        : null;
      result.push({
        frameType: frame.frameType,
        defaultVariant: frame.defaultVariant,
        variants: frame.variants,
        ...(price ? { priceCurrent: price.priceCurrent, priceOriginal: price.priceOriginal } : {}),
      });
    }
    return c.json({ payload: { materialType: query.materialType, currency: shop.currency, frames: result } });
  });

  app.get('/web-api/variants-for-frame-types', async (c) => {
    const query = readQuery(c, variantsForFrameTypesQuerySchema);
    let rows = await c.get('deps').db.select().from(frameTypes).orderBy(asc(frameTypes.frameType));
    if (query.frameTypes) {
      const unknown = query.frameTypes.find((frameType) => !rows.some((row) => row.frameType === frameType));
      if (unknown)
        throw new ApiError({
          status: 404,
          code: 'unknown_frame_type',
          message: `Unknown frame type ${unknown}`,
          field: 'frameTypes',
        });
      rows = rows.filter((row) => query.frameTypes?.includes(row.frameType));
    }
    if (query.materialType) rows = rows.filter((row) => row.materials.includes(query.materialType ?? ''));
    return c.json({
      payload: {
        frameTypes: rows.map(({ frameType, defaultVariant, variants, materials }) => ({
          frameType,
          defaultVariant,
          variants,
          materials,
        })),
      },
    });
  });

  app.get('/web-api/campaign-data', async (c) => {
    const { db, shop, now } = deps(c);
    readQuery(c, z.strictObject({}));
    const rows = await db
      .select()
      .from(campaigns)
      .where(runningCampaigns(shop.channel.id, now))
      .orderBy(asc(campaigns.code));
    return c.json({
      payload: {
        campaigns: rows.map((row) => ({
          code: row.code,
          name: row.name,
          family: row.family,
          productKey: row.productKey,
          discountBasisPoints: row.discountBasisPoints,
          startsAt: row.startsAt.toISOString(),
          endsAt: row.endsAt.toISOString(),
        })),
      },
    });
  });

  app.get('/web-api/calculator/reference', async (c) => {
    const { db, shop, now } = deps(c);
    const query = readQuery(c, calculatorQuerySchema);
    const product = query.product;
    // Which price list family and which keys form the calculator's options, per product.
    const family = product === 'framed-material' ? 'photoframe' : product;
    const context = await loadPriceContext(db, shop, family, now);
    const rows = [...(await loadPriceRows(db, shop, family)).values()].filter(
      (row) => row.formatType !== 'box',
    );
    let keys = [...new Set(rows.map((row) => row.productKey))].sort();
    if (product === 'framed-material') {
      const framed = (await loadPriceTables(db)).frameTypes;
      keys = keys.filter((key) => framed.some((frame) => frame.materials.includes(key)));
    }
    if (keys.length === 0)
      throw new ApiError({ status: 404, code: 'no_prices', message: `No prices for ${product}` });
    const selectedValue = query.materialType ?? keys[0] ?? '';
    if (!keys.includes(selectedValue))
      throw new ApiError({
        status: 404,
        code: 'unknown_material',
        message: `${selectedValue} is not offered for ${product}`,
        field: 'materialType',
      });
    const designId =
      product === 'collage' ? (query.designId ?? shop.channel.features.defaultCollageId) : undefined;
    const keyField =
      product === 'photobox' ? 'photoboxType' : product === 'photobook' ? 'photobookType' : 'materialType';
    // Photobooks are priced with the channel's preselected options, as `/web-api/photobook-price` prices them.
    const optionBasisPoints =
      product === 'photobook'
        ? resolveOptions(await loadSurcharges(db, ['photobook']), photobookChannelDefaults(shop.channel), c.get('log')).basisPoints
        : 0;

    const options: Calculator['options'] = [];
    for (const key of keys) {
      let list: { formatType: string; priceCurrent: number; priceOriginal: number }[];
      if (product === 'photoframe' || product === 'framed-material' || product === 'collage') {
        const frameType =
          product === 'framed-material'
            ? (query.frameType ??
              (await loadPriceTables(db)).frameTypes.find((frame) => frame.materials.includes(key))?.frameType)
            : undefined;
        list = await listWallFormatPrices(db, shop, now, c.get('log'), {
          family: product === 'collage' ? 'collage' : 'photoframe',
          materialType: key,
          frameType,
          options: {},
        });
      } else {
        list = rows
          .filter((row) => row.productKey === key)
          .sort((a, b) => a.formatType.localeCompare(b.formatType))
          .map((row) => ({
            formatType: row.formatType,
            ...computePrice(context, { row, productKey: key, optionBasisPoints, quantity: 1 }),
          }));
      }
      if (list.length === 0) continue;
      const cheapest = [...list].sort((a, b) => a.priceCurrent - b.priceCurrent)[0];
      const optionContext: Record<string, string | number> = {
        [keyField]: key,
        ...(designId ? { designId } : {}),
      };
      options.push({
        value: key,
        labelTranslationKey: `calculator.${product}.${key}`,
        translationOptions: {},
        formats: list.map((entry) => ({
          value: entry.formatType,
          priceCurrent: entry.priceCurrent,
          priceOriginal: entry.priceOriginal,
          context: { ...optionContext, formatType: entry.formatType },
        })),
        initiallySelectedFormat: cheapest?.formatType ?? '',
        context: optionContext,
      });
    }
    return c.json({
      payload: {
        product,
        currency: shop.currency,
        selectedValue,
        context: { [keyField]: selectedValue, ...(designId ? { designId } : {}) },
        options,
      } satisfies Calculator,
    });
  });

  app.get('/price-api/photoboxes', async (c) => {
    readQuery(c, z.strictObject({}));
    return c.json({ payload: await photoboxPayload(c) });
  });

  return app;
}

/** Photobox types with the box price, the print price per format and the maximum quantity. */
export async function photoboxPayload(c: AppContext, photoboxType?: string) {
  const { db, clock } = c.get('deps');
  const shop = c.get('shop');
  const context = await loadPriceContext(db, shop, 'photobox', clock.now());
  const rows = [...(await loadPriceRows(db, shop, 'photobox')).values()];
  const types = [...new Set(rows.map((row) => row.productKey))].sort();
  if (photoboxType && !types.includes(photoboxType))
    throw new ApiError({
      status: 404,
      code: 'unknown_photobox_type',
      message: `Unknown photobox type ${photoboxType}`,
      field: 'photoboxType',
    });
  return {
    currency: shop.currency,
    photoboxes: types
      .filter((type) => !photoboxType || type === photoboxType)
      .map((type) => {
        const box = rows.find((row) => row.productKey === type && row.formatType === 'box');
        return {
          photoboxType: type,
          maxQuantity: photoboxTypes[type]?.maxQuantity ?? 0,
          box: box
            ? computePrice(context, { row: box, productKey: type, optionBasisPoints: 0, quantity: 1 })
            : null,
          formats: rows
            .filter((row) => row.productKey === type && row.formatType !== 'box')
            .sort((a, b) => a.formatType.localeCompare(b.formatType))
            .map((row) => {
              const price = computePrice(context, {
                row,
                productKey: type,
                optionBasisPoints: 0,
                quantity: 1,
              });
              return {
                formatType: row.formatType,
                priceCurrent: price.priceCurrent,
                priceOriginal: price.priceOriginal,
              };
            }),
        };
      }),
  };
}
