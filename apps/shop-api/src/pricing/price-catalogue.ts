import type { Db } from '../db/client.ts';
import {
  campaigns,
  channelPriceFactors,
  countries,
  formats,
  frameTypes,
  optionSurcharges,
  priceList,
} from '../db/schema.ts';

/**
 * How long the price tables read from the database serve every price request before they are read again. The shops
 * keep a price a minute in a cached page (the storefront's PRICE_REVALIDATE_SECONDS); a change written straight into
 * the tables is priced here once this time and one read have passed.
 */
export const PRICE_CATALOGUE_TTL_MS = 30_000;

export type PriceRow = typeof priceList.$inferSelect;
export type SurchargeRow = typeof optionSurcharges.$inferSelect;
export type CampaignRow = typeof campaigns.$inferSelect;
export type FormatRow = typeof formats.$inferSelect;
export type FrameTypeRow = typeof frameTypes.$inferSelect;

/**
 * The tables every price is computed from (price list, formats, frames, option surcharges, VAT, channel factors,
 * campaigns): a few thousand rows, read in one go. A price request then filters them in memory instead of asking the
 * database six or seven times: on PGlite each query costs about 1–2.5 ms, and a calculator page asks for two or three
 * prices at once, which the single-threaded database answers one after the other.
 */
export interface PriceCatalogue {
  /** Price rows by `family|currency`, in the database's order. */
  priceRows: ReadonlyMap<string, readonly PriceRow[]>;
  formats: readonly FormatRow[];
  frameTypes: readonly FrameTypeRow[];
  surcharges: readonly SurchargeRow[];
  /** VAT in basis points by country code. */
  vatBasisPoints: ReadonlyMap<string, number>;
  /** Channel factor in basis points by `channel|family`. */
  channelBasisPoints: ReadonlyMap<string, number>;
  /** Every campaign; which of them runs is decided per request, at the request's moment. */
  campaigns: readonly CampaignRow[];
}

interface Loaded {
  /** When the catalogue in use was read (monotonic milliseconds). */
  at: number;
  catalogue: Promise<PriceCatalogue>;
  /** A newer read in progress, started by the first request after PRICE_CATALOGUE_TTL_MS. */
  refreshing?: boolean;
}

// Per database: each test and each stack opens its own.
const loaded = new WeakMap<Db, Loaded>();

async function readCatalogue(db: Db): Promise<PriceCatalogue> {
  const [priceRows, formatRows, frameRows, surchargeRows, countryRows, factorRows, campaignRows] = await Promise.all([
    db.select().from(priceList),
    db.select().from(formats),
    db.select().from(frameTypes),
    db.select().from(optionSurcharges),
    db.select().from(countries),
    db.select().from(channelPriceFactors),
    db.select().from(campaigns),
  ]);
  const byFamilyCurrency = new Map<string, PriceRow[]>();
  for (const row of priceRows) {
    const key = `${row.family}|${row.currency}`;
    const list = byFamilyCurrency.get(key);
    if (list) list.push(row);
    else byFamilyCurrency.set(key, [row]);
  }
  return {
    priceRows: byFamilyCurrency,
    formats: formatRows,
    frameTypes: frameRows,
    surcharges: surchargeRows,
    vatBasisPoints: new Map(countryRows.map((row) => [row.code, row.vatBasisPoints])),
    channelBasisPoints: new Map(factorRows.map((row) => [`${row.channel}|${row.family}`, row.basisPoints])),
    campaigns: campaignRows,
  };
}

/**
 * The price catalogue of this database. The first request reads it (requests arriving meanwhile share that read); the
 * first request after PRICE_CATALOGUE_TTL_MS starts a new read in the background and, like every request until that
 * read is done, is priced from the catalogue in use: no request waits for a refresh. A failed first read is not kept
 * (the next request tries again); a failed refresh keeps the catalogue in use until the next one. Time is monotonic,
 * not the shop's clock, which tests move to start and end campaigns.
 */
export function loadPriceCatalogue(db: Db, now: () => number = () => performance.now()): Promise<PriceCatalogue> {
  const time = now();
  const entry = loaded.get(db);
  if (!entry) {
    const catalogue = readCatalogue(db);
    const first: Loaded = { at: time, catalogue };
    loaded.set(db, first);
    catalogue.catch(() => {
      if (loaded.get(db) === first) loaded.delete(db);
    });
    return catalogue;
  }
  if (time - entry.at >= PRICE_CATALOGUE_TTL_MS && !entry.refreshing) {
    entry.refreshing = true;
    readCatalogue(db).then(
      (catalogue) => {
        if (loaded.get(db) === entry) loaded.set(db, { at: now(), catalogue: Promise.resolve(catalogue) });
      },
      () => {
        entry.refreshing = false;
        entry.at = now();
      },
    );
  }
  return entry.catalogue;
}

/**
 * Drops this database's catalogue, so the next price request reads the tables again: for code that rewrites the price
 * tables under a running API (the tests' schema reset, a test that removes an option's default).
 */
export function forgetPriceCatalogue(db: Db): void {
  loaded.delete(db);
}
