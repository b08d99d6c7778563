import type { ArticlePrice, FormatPrice } from '@shop/contract/prices';
import type { Db } from '../db/client.ts';
import { loadPriceTables, type FormatRow } from './price-catalogue.ts';
import type { ShopContext } from '../http/context.ts';
import type { Logger } from '../services/logger.ts';
import { ApiError } from '../http/errors.ts';
import {
  computePrice,
  loadPriceContext,
  loadPriceRows,
  loadSurcharges,
  priceKey,
  resolveOptions,
  type PriceRow,
} from './price-engine.ts';

export interface WallPriceRequest {
  family: 'photoframe' | 'collage';
  materialType: string;
  frameType?: string | undefined;
  options: Record<string, string>;
}

/** The formats of a family (sizes in millimetres), from the price catalogue. */
export async function familyFormats(db: Db, family: string): Promise<FormatRow[]> {
  return (await loadPriceTables(db)).formats.filter((row) => row.family === family);
}

/** Price rows of one material, or a 404 naming `materialType` when the catalogue has none. */
async function materialRows(
  db: Db,
  shop: ShopContext,
  family: string,
  materialType: string,
): Promise<PriceRow[]> {
  const rows = [...(await loadPriceRows(db, shop, family, [materialType])).values()];
  if (rows.length === 0)
    throw new ApiError({
      status: 404,
      code: 'unknown_material',
      message: `No ${family} prices for material ${materialType}`,
      field: 'materialType',
    });
  return rows;
}

/** Checks a frame against the material (spec point 8: no materials for a frame type is an error). */
async function checkFrame(db: Db, materialType: string, frameType: string | undefined): Promise<void> {
  if (!frameType || frameType === 'none') return;
  const frame = (await loadPriceTables(db)).frameTypes.find((row) => row.frameType === frameType);
  if (!frame)
    throw new ApiError({
      status: 404,
      code: 'unknown_frame_type',
      message: `Unknown frame type ${frameType}`,
      field: 'frameType',
    });
  if (!frame.materials.includes(materialType)) {
    throw new ApiError({
      status: 400,
      code: 'frame_not_available',
      message: `Frame ${frameType} is not offered for ${materialType}`,
      field: 'frameType',
    });
  }
}

async function resolveWallOptions(db: Db, log: Pick<Logger, 'error'>, request: WallPriceRequest) {
  if ('frame' in request.options)
    throw new ApiError({
      status: 400,
      code: 'unknown_option',
      message: 'Choose the frame with frameType',
      field: 'options.frame',
    });
  const scopes =
    request.family === 'photoframe' ? ['photoframe', `photoframe/${request.materialType}`] : ['collage'];
  const surcharges = await loadSurcharges(db, scopes);
  const requested =
    request.family === 'photoframe'
      ? { ...request.options, frame: request.frameType ?? 'none' }
      : request.options;
  return resolveOptions(surcharges, requested, log);
}

/** Every format of a material with its price for the frame and options (prices-formats). */
export async function listWallFormatPrices(
  db: Db,
  shop: ShopContext,
  now: Date,
  log: Pick<Logger, 'error'>,
  request: WallPriceRequest,
): Promise<FormatPrice[]> {
  const rows = await materialRows(db, shop, request.family, request.materialType);
  await checkFrame(db, request.materialType, request.frameType);
  const options = await resolveWallOptions(db, log, request);
  const context = await loadPriceContext(db, shop, request.family, now);
  const sizes = new Map(
    (await familyFormats(db, request.family)).map((row) => [row.formatType, row.widthMm * row.heightMm]),
  );
  return rows
    .sort(
      (a, b) =>
        (sizes.get(a.formatType) ?? 0) - (sizes.get(b.formatType) ?? 0) ||
        a.formatType.localeCompare(b.formatType),
    )
    .map((row) => {
      const price = computePrice(context, {
        row,
        productKey: request.materialType,
        optionBasisPoints: options.basisPoints,
        quantity: 1,
      });
      return {
        formatType: row.formatType,
        priceCurrent: price.priceCurrent,
        priceOriginal: price.priceOriginal,
      };
    });
}

/**
 * The price row an own format (calculator "own format", any width x height in mm) is sold at: the smallest offered
 * format of the material that contains it, upright or turned; none when no offered format is that large, or when a
 * side is shorter than the shortest offered side. The spec leaves own-format prices open; a picture is cut from the
 * next size up, so it costs what that size costs.
 */
async function coveringRow(
  db: Db,
  family: string,
  rows: readonly PriceRow[],
  formatType: string,
): Promise<PriceRow | undefined> {
  const match = /^([1-9]\d*)x([1-9]\d*)$/.exec(formatType);
  if (!match) return undefined;
  const width = Number(match[1]);
  const height = Number(match[2]);
  const sizes = new Map((await familyFormats(db, family)).map((row) => [row.formatType, row]));
  const offered = rows.flatMap((row) => {
    const size = sizes.get(row.formatType);
    return size ? [{ row, width: size.widthMm, height: size.heightMm }] : [];
  });
  const shortestSide = Math.min(...offered.map((entry) => Math.min(entry.width, entry.height)));
  if (Math.min(width, height) < shortestSide) return undefined;
  return offered
    .filter(
      (entry) =>
        (entry.width >= width && entry.height >= height) || (entry.width >= height && entry.height >= width),
    )
    .sort(
      (a, b) => a.width * a.height - b.width * b.height || a.row.formatType.localeCompare(b.row.formatType),
    )[0]?.row;
}

/** The price of one wall picture (price-article). */
export async function priceWallArticle(
  db: Db,
  shop: ShopContext,
  now: Date,
  log: Pick<Logger, 'error'>,
  request: WallPriceRequest & { formatType: string; quantity: number },
): Promise<ArticlePrice> {
  const rows = await loadPriceRows(db, shop, request.family, [request.materialType]);
  if (rows.size === 0)
    throw new ApiError({
      status: 404,
      code: 'unknown_material',
      message: `No prices for material ${request.materialType}`,
      field: 'materialType',
    });
  const row =
    rows.get(priceKey(request.materialType, request.formatType)) ??
    (await coveringRow(db, request.family, [...rows.values()], request.formatType));
  if (!row)
    throw new ApiError({
      status: 404,
      code: 'format_not_available',
      message: `Format ${request.formatType} is not offered for ${request.materialType}`,
      field: 'formatType',
    });
  await checkFrame(db, request.materialType, request.frameType);
  const options = await resolveWallOptions(db, log, request);
  const context = await loadPriceContext(db, shop, request.family, now);
  const price = computePrice(context, {
    row,
    productKey: request.materialType,
    optionBasisPoints: options.basisPoints,
    quantity: request.quantity,
  });
  return {
    family: request.family,
    productKey: request.materialType,
    formatType: request.formatType,
    quantity: request.quantity,
    options: options.chosen,
    currency: shop.currency,
    ...price,
  };
}
