import { and, eq } from 'drizzle-orm';
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
 * The small tables every price is computed with (formats, frames, option surcharges, VAT, channel factors, campaigns:
 * a few hundred rows, read in one go, about 6 ms). A price request filters them in memory instead of asking the
 * database five or six times: on PGlite each query costs about 1–2.5 ms, and a calculator page asks for two or three
 * prices at once, which the single-threaded database answers one after the other.
 */
export interface PriceTables {
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

/**
 * A value read from the database and kept for PRICE_CATALOGUE_TTL_MS. The first request reads it (requests arriving
 * meanwhile share that read); the first request after the lifetime starts a new read in the background and, like every
 * request until that read is done, gets the value in use: no request waits for a refresh. A failed first read is not
 * kept (the next request tries again); a failed refresh keeps the value in use for another lifetime. Time is monotonic,
 * not the shop's clock, which tests move to start and end campaigns.
 */
class Kept<T> {
  #at = 0;
  #value: Promise<T> | undefined;
  #refreshing = false;
  readonly #read: () => Promise<T>;

  constructor(read: () => Promise<T>) {
    this.#read = read;
  }

  /** The value, by the clock `now` (read once per call; again when a background read ends). */
  get(now: () => number): Promise<T> {
    const time = now();
    if (!this.#value) {
      const value = this.#read();
      this.#at = time;
      this.#value = value;
      value.catch(() => {
        if (this.#value === value) this.#value = undefined;
      });
      return value;
    }
    if (time - this.#at >= PRICE_CATALOGUE_TTL_MS && !this.#refreshing) {
      this.#refreshing = true;
      this.#read().then(
        (value) => this.set(value, now()),
        () => {
          this.#refreshing = false;
          this.#at = now();
        },
      );
    }
    return this.#value;
  }

  set(value: T, time: number): void {
    this.#value = Promise.resolve(value);
    this.#at = time;
    this.#refreshing = false;
  }
}

interface Catalogue {
  tables: Kept<PriceTables>;
  /**
   * Price rows by `family|currency` (at most a few hundred each), read when a request first prices that family in that
   * currency: the whole list (1,800 rows) takes PGlite about 45 ms to read, one family in one currency about 6 ms, so a
   * refresh never holds the API's only thread for long.
   */
  priceRows: Map<string, Kept<readonly PriceRow[]>>;
}

// Per database: each test and each stack opens its own.
const catalogues = new WeakMap<Db, Catalogue>();

async function readTables(db: Db): Promise<PriceTables> {
  const [formatRows, frameRows, surchargeRows, countryRows, factorRows, campaignRows] = await Promise.all([
    db.select().from(formats),
    db.select().from(frameTypes),
    db.select().from(optionSurcharges),
    db.select().from(countries),
    db.select().from(channelPriceFactors),
    db.select().from(campaigns),
  ]);
  return {
    formats: formatRows,
    frameTypes: frameRows,
    surcharges: surchargeRows,
    vatBasisPoints: new Map(countryRows.map((row) => [row.code, row.vatBasisPoints])),
    channelBasisPoints: new Map(factorRows.map((row) => [`${row.channel}|${row.family}`, row.basisPoints])),
    campaigns: campaignRows,
  };
}

function catalogueOf(db: Db): Catalogue {
  let catalogue = catalogues.get(db);
  if (!catalogue) {
    catalogue = { tables: new Kept(() => readTables(db)), priceRows: new Map() };
    catalogues.set(db, catalogue);
  }
  return catalogue;
}

const monotonic = () => performance.now();

/** The small price tables of this database (see PriceTables), kept as Kept describes. */
export function loadPriceTables(db: Db, now: () => number = monotonic): Promise<PriceTables> {
  return catalogueOf(db).tables.get(now);
}

/** The kept price rows of one family in one currency, made (not read) on first use. */
function keptPriceRows(db: Db, family: string, currency: string): Kept<readonly PriceRow[]> {
  const { priceRows } = catalogueOf(db);
  const key = `${family}|${currency}`;
  let kept = priceRows.get(key);
  if (!kept) {
    kept = new Kept(() =>
      db
        .select()
        .from(priceList)
        .where(and(eq(priceList.family, family), eq(priceList.currency, currency))),
    );
    priceRows.set(key, kept);
  }
  return kept;
}

/** The price rows of one family in one currency (every country's), in the database's order, kept as Kept describes. */
export function loadPriceListRows(
  db: Db,
  family: string,
  currency: string,
  now: () => number = monotonic,
): Promise<readonly PriceRow[]> {
  return keptPriceRows(db, family, currency).get(now);
}

/**
 * Reads the small tables and the whole price list at once, before the first request asks for a price (the API's
 * start: about 50 ms, while nothing waits). Later refreshes read one family and currency at a time.
 */
export async function primePriceCatalogue(db: Db, now: () => number = monotonic): Promise<void> {
  const [rows] = await Promise.all([db.select().from(priceList), loadPriceTables(db, now)]);
  const byKey = new Map<string, PriceRow[]>();
  for (const row of rows) {
    const key = `${row.family}|${row.currency}`;
    const list = byKey.get(key);
    if (list) list.push(row);
    else byKey.set(key, [row]);
  }
  const time = now();
  for (const list of byKey.values()) {
    const [first] = list;
    if (first) keptPriceRows(db, first.family, first.currency).set(list, time);
  }
}

/**
 * Drops what this database's catalogue keeps, so the next price request reads the tables again: for code that
 * rewrites the price tables under a running API (the tests' schema reset, a test that removes an option's default).
 */
export function forgetPriceCatalogue(db: Db): void {
  catalogues.delete(db);
}
