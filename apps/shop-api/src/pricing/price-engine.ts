import { and, eq, lte, gte, or, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { campaigns } from '../db/schema.ts';
import { loadPriceListRows, loadPriceTables, type CampaignRow, type PriceRow, type SurchargeRow } from './price-catalogue.ts';
import type { ShopContext } from '../http/context.ts';
import { ApiError } from '../http/errors.ts';
import type { Logger } from '../services/logger.ts';

/** VAT of the country EUR list prices are written for (gross German prices). */
const eurReferenceVat = 1900;
const basis = 10_000;


/** The campaigns running at `now` in a channel: its own and those of every channel (channel null). */
export function runningCampaigns(channel: string, now: Date) {
  return and(lte(campaigns.startsAt, now), gte(campaigns.endsAt, now), or(isNull(campaigns.channel), eq(campaigns.channel, channel)));
}

/** runningCampaigns for one campaign already read: the same window, both ends included. */
function isRunning(campaign: CampaignRow, channel: string, now: Date): boolean {
  return campaign.startsAt <= now && campaign.endsAt >= now && (campaign.channel === null || campaign.channel === channel);
}
export type { CampaignRow, PriceRow, SurchargeRow };

/** Everything that turns a list price into the price of one channel, country and moment. */
export interface PriceContext {
  shop: ShopContext;
  family: string;
  vatBasisPoints: number;
  channelBasisPoints: number;
  campaigns: CampaignRow[];
}

export interface ComputedPrice {
  priceCurrent: number;
  priceOriginal: number;
  unitPriceCurrent: number;
  unitPriceOriginal: number;
  campaign: { code: string; name: string; discountBasisPoints: number } | null;
}

/** Multiplies minor units by a basis-point factor with one rounding: integer in, integer out, no float drift. */
export function applyBasisPoints(amountMinor: number, basisPoints: number): number {
  return Math.round((amountMinor * basisPoints) / basis);
}

/** Loads VAT, channel factor and the campaigns running now for one family. */
export async function loadPriceContext(
  db: Db,
  shop: ShopContext,
  family: string,
  now: Date,
): Promise<PriceContext> {
  const tables = await loadPriceTables(db);
  return {
    shop,
    family,
    vatBasisPoints: tables.vatBasisPoints.get(shop.country) ?? eurReferenceVat,
    channelBasisPoints: tables.channelBasisPoints.get(`${shop.channel.id}|${family}`) ?? basis,
    campaigns: tables.campaigns.filter(
      (campaign) => isRunning(campaign, shop.channel.id, now) && (campaign.family === null || campaign.family === family),
    ),
  };
}

/** Price rows of a family in the request's currency; a country's own row replaces the currency row. */
export async function loadPriceRows(
  db: Db,
  shop: ShopContext,
  family: string,
  productKeys?: readonly string[],
): Promise<Map<string, PriceRow>> {
  const rows = await loadPriceListRows(db, family, shop.currency);
  const wanted = productKeys ? new Set(productKeys) : undefined;
  const byKey = new Map<string, PriceRow>();
  for (const row of rows) {
    if ((row.country !== '*' && row.country !== shop.country) || (wanted && !wanted.has(row.productKey))) continue;
    const key = `${row.productKey}|${row.formatType}`;
    const existing = byKey.get(key);
    if (!existing || row.country !== '*') byKey.set(key, row);
  }
  return byKey;
}

export const priceKey = (productKey: string, formatType: string) => `${productKey}|${formatType}`;

/** The gross list amount for this country: EUR reference prices are scaled by the country's VAT. */
function countryAmount(context: PriceContext, row: PriceRow): number {
  if (row.country !== '*' || row.currency !== 'EUR') return row.amountMinor;
  return Math.round((row.amountMinor * (basis + context.vatBasisPoints)) / (basis + eurReferenceVat));
}

/** The best campaign for a product key; campaigns never stack. */
export function findCampaign(context: PriceContext, productKey: string): CampaignRow | null {
  const matching = context.campaigns.filter(
    (campaign) => campaign.productKey === null || campaign.productKey === productKey,
  );
  return matching.sort((a, b) => b.discountBasisPoints - a.discountBasisPoints)[0] ?? null;
}

/**
 * The price of `quantity` units: list row → country → channel factor → option surcharges (+ extra amount such as
 * photobook pages) → campaign. Each step rounds once to whole minor units.
 */
export function computePrice(
  context: PriceContext,
  input: {
    row: PriceRow;
    productKey: string;
    optionBasisPoints: number;
    extraUnitMinor?: number;
    quantity: number;
  },
): ComputedPrice {
  const listed = applyBasisPoints(countryAmount(context, input.row), context.channelBasisPoints);
  const unitOriginal = Math.max(
    0,
    applyBasisPoints(listed, basis + input.optionBasisPoints) + (input.extraUnitMinor ?? 0),
  );
  const campaign = findCampaign(context, input.productKey);
  const unitCurrent = campaign
    ? applyBasisPoints(unitOriginal, basis - campaign.discountBasisPoints)
    : unitOriginal;
  return {
    unitPriceOriginal: unitOriginal,
    unitPriceCurrent: unitCurrent,
    priceOriginal: unitOriginal * input.quantity,
    priceCurrent: unitCurrent * input.quantity,
    campaign: campaign
      ? { code: campaign.code, name: campaign.name, discountBasisPoints: campaign.discountBasisPoints }
      : null,
  };
}

/** Applies the channel factor and country to an extra amount (e.g. photobook pages) without options or campaign. */
export function localizeAmount(context: PriceContext, row: PriceRow): number {
  return applyBasisPoints(countryAmount(context, row), context.channelBasisPoints);
}

export async function loadSurcharges(db: Db, scopes: readonly string[]): Promise<SurchargeRow[]> {
  return (await loadPriceTables(db)).surcharges.filter((row) => scopes.includes(row.scope));
}

export interface ResolvedOptions {
  basisPoints: number;
  chosen: Record<string, string>;
}

/**
 * Chooses one value per option group of the scopes: the requested one or the group's default. Unknown groups or
 * values are a 400 on `options.<group>`. `tiers` are groups chosen by quantity (card quantity discounts).
 */
export function resolveOptions(
  rows: readonly SurchargeRow[],
  requested: Readonly<Record<string, string>>,
  log: Pick<Logger, 'error'>,
  options: { quantity?: number; tierGroups?: readonly string[] } = {},
): ResolvedOptions {
  const groups = new Map<string, SurchargeRow[]>();
  for (const row of rows) groups.set(row.optionGroup, [...(groups.get(row.optionGroup) ?? []), row]);
  for (const group of Object.keys(requested)) {
    if (!groups.has(group) || options.tierGroups?.includes(group)) {
      throw new ApiError({
        status: 400,
        code: 'unknown_option',
        message: `Option ${group} does not exist for this product`,
        field: `options.${group}`,
      });
    }
  }
  let basisPoints = 0;
  const chosen: Record<string, string> = {};
  for (const [group, values] of groups) {
    let row: SurchargeRow | undefined;
    if (options.tierGroups?.includes(group)) {
      const quantity = options.quantity ?? 1;
      row = values
        .filter((value) => Number(value.optionValue) <= quantity)
        .sort((a, b) => Number(b.optionValue) - Number(a.optionValue))[0];
    } else if (requested[group] !== undefined) {
      row = values.find((value) => value.optionValue === requested[group]);
      if (!row)
        throw new ApiError({
          status: 400,
          code: 'unknown_option_value',
          message: `${requested[group]} is not a value of option ${group}`,
          field: `options.${group}`,
        });
    } else {
      row = values.find((value) => value.isDefault);
      if (!row) {
        // Spec point 8: a missing default is logged as an error and yields an empty value.
        log.error({ event: 'error-no-default-option-for-material-type', group });
        chosen[group] = '';
        continue;
      }
    }
    if (!row) continue;
    basisPoints += row.basisPoints;
    chosen[group] = row.optionValue;
  }
  return { basisPoints, chosen };
}
