import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { countries, priceList } from '../db/schema.ts';
import {
  forgetPriceCatalogue,
  loadPriceListRows,
  loadPriceTables,
  primePriceCatalogue,
  PRICE_CATALOGUE_TTL_MS,
  type PriceRow,
} from './price-catalogue.ts';

const row = (amountMinor: number, family = 'photoframe', currency = 'EUR'): PriceRow => ({
  family,
  productKey: 'poster',
  formatType: '300x200',
  currency,
  country: '*',
  amountMinor,
});

/**
 * A database that answers `select().from(table)` (and `.where(…)` on it) with the rows `read` gives for that table,
 * every other table empty, and counts the reads of each table.
 */
function fakeDb(read: (table: unknown) => readonly unknown[] | Error) {
  const reads = new Map<unknown, number>();
  const db = {
    select: () => ({
      from: (table: unknown) => {
        reads.set(table, (reads.get(table) ?? 0) + 1);
        const answer = (async () => {
          const rows = read(table);
          if (rows instanceof Error) throw rows;
          return rows;
        })();
        return Object.assign(answer, { where: () => answer });
      },
    }),
  } as unknown as Db;
  return { db, reads: (table: unknown) => reads.get(table) ?? 0 };
}

/** Lets a read started in the background finish (the fake database answers within microtasks). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const amountAt = async (db: Db, now: number) =>
  (await loadPriceListRows(db, 'photoframe', 'EUR', () => now))[0]?.amountMinor;

describe('price catalogue', () => {
  it('reads the small tables once for every request within PRICE_CATALOGUE_TTL_MS', async () => {
    const { db, reads } = fakeDb((table) => (table === countries ? [{ code: 'AT', vatBasisPoints: 2000, timeZone: 'Europe/Vienna' }] : []));
    const [first, second] = await Promise.all([loadPriceTables(db, () => 0), loadPriceTables(db, () => 1)]);
    expect(second).toBe(first);
    expect(await loadPriceTables(db, () => PRICE_CATALOGUE_TTL_MS - 1)).toBe(first);
    expect(reads(countries)).toBe(1);
    expect(first.vatBasisPoints.get('AT')).toBe(2000);
    // The price list is not one of them: it is read per family and currency.
    expect(reads(priceList)).toBe(0);
  });

  it('after PRICE_CATALOGUE_TTL_MS answers from the rows in use while a new read runs, then from the new ones', async () => {
    let amount = 790;
    const { db, reads } = fakeDb((table) => (table === priceList ? [row(amount)] : []));
    expect(await amountAt(db, 0)).toBe(790);
    amount = 990;
    // Within the lifetime nothing is read again; the first request after it does not wait for the new read.
    expect(await amountAt(db, PRICE_CATALOGUE_TTL_MS - 1)).toBe(790);
    const [first, second] = await Promise.all([amountAt(db, PRICE_CATALOGUE_TTL_MS), amountAt(db, PRICE_CATALOGUE_TTL_MS + 1)]);
    expect([first, second]).toEqual([790, 790]);
    await settle();
    expect(await amountAt(db, PRICE_CATALOGUE_TTL_MS + 2)).toBe(990);
    // One refresh for every request after the lifetime, not one each.
    expect(reads(priceList)).toBe(2);
  });

  it('does not keep a failed first read: the next request reads again', async () => {
    let fail = true;
    const { db, reads } = fakeDb((table) => (fail ? new Error('database unavailable') : table === priceList ? [row(790)] : []));
    await expect(loadPriceListRows(db, 'photoframe', 'EUR', () => 0)).rejects.toThrow('database unavailable');
    await expect(loadPriceTables(db, () => 0)).rejects.toThrow('database unavailable');
    fail = false;
    expect(await amountAt(db, 1)).toBe(790);
    expect((await loadPriceTables(db, () => 1)).campaigns).toEqual([]);
    expect(reads(priceList)).toBe(2);
  });

  it('keeps the rows in use when a refresh fails, and tries again one lifetime later', async () => {
    let amount: number | Error = 790;
    const { db, reads } = fakeDb((table) => (table !== priceList ? [] : amount instanceof Error ? amount : [row(amount)]));
    expect(await amountAt(db, 0)).toBe(790);
    amount = new Error('database unavailable');
    expect(await amountAt(db, PRICE_CATALOGUE_TTL_MS)).toBe(790);
    await settle();
    expect(await amountAt(db, PRICE_CATALOGUE_TTL_MS + 1)).toBe(790);
    amount = 990;
    // The failed refresh counts as a read at its end: the next one starts a lifetime later.
    expect(await amountAt(db, PRICE_CATALOGUE_TTL_MS + 2)).toBe(790);
    expect(reads(priceList)).toBe(2);
    expect(await amountAt(db, 2 * PRICE_CATALOGUE_TTL_MS)).toBe(790);
    await settle();
    expect(await amountAt(db, 2 * PRICE_CATALOGUE_TTL_MS + 1)).toBe(990);
    expect(reads(priceList)).toBe(3);
  });

  it('primes every family and currency from one read of the price list', async () => {
    const { db, reads } = fakeDb((table) => (table === priceList ? [row(790), row(890, 'photoframe', 'CHF'), row(450, 'card')] : []));
    await primePriceCatalogue(db, () => 0);
    expect(await loadPriceListRows(db, 'photoframe', 'CHF', () => 1)).toEqual([row(890, 'photoframe', 'CHF')]);
    expect(await loadPriceListRows(db, 'card', 'EUR', () => 1)).toEqual([row(450, 'card')]);
    expect(await amountAt(db, 1)).toBe(790);
    expect(reads(priceList)).toBe(1);
    // A family and currency the list did not have is read on its own.
    await loadPriceListRows(db, 'calendar', 'EUR', () => 1);
    expect(reads(priceList)).toBe(2);
  });

  it('reads the tables again after forgetPriceCatalogue', async () => {
    let amount = 790;
    const { db } = fakeDb((table) => (table === priceList ? [row(amount)] : []));
    expect(await amountAt(db, 0)).toBe(790);
    amount = 990;
    forgetPriceCatalogue(db);
    expect(await amountAt(db, 1)).toBe(990);
  });
});
