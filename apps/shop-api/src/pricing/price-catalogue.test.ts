import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { countries, priceList } from '../db/schema.ts';
import { forgetPriceCatalogue, loadPriceCatalogue, PRICE_CATALOGUE_TTL_MS, type PriceRow } from './price-catalogue.ts';

const posterRow = (amountMinor: number): PriceRow => ({
  family: 'photoframe',
  productKey: 'poster',
  formatType: '300x200',
  currency: 'EUR',
  country: '*',
  amountMinor,
});

/**
 * A database that answers `select().from(table)` with the rows `read` gives for that table (price list and
 * countries; every other table is empty) and counts the reads of the price list.
 */
function fakeDb(read: (table: unknown) => readonly unknown[] | Error) {
  const counter = { priceListReads: 0 };
  const db = {
    select: () => ({
      from: async (table: unknown) => {
        if (table === priceList) counter.priceListReads++;
        const rows = read(table);
        if (rows instanceof Error) throw rows;
        return rows;
      },
    }),
  } as unknown as Db;
  return { db, counter };
}

/** Lets a read started in the background finish (the fake database answers within microtasks). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const amountOf = async (db: Db, now: number) =>
  (await loadPriceCatalogue(db, () => now)).priceRows.get('photoframe|EUR')?.[0]?.amountMinor;

describe('price catalogue', () => {
  it('reads the tables once for every request within PRICE_CATALOGUE_TTL_MS', async () => {
    const { db, counter } = fakeDb((table) => (table === priceList ? [posterRow(790)] : table === countries ? [{ code: 'AT', vatBasisPoints: 2000, timeZone: 'Europe/Vienna' }] : []));
    const [first, second] = await Promise.all([loadPriceCatalogue(db, () => 0), loadPriceCatalogue(db, () => 1)]);
    expect(second).toBe(first);
    expect(await loadPriceCatalogue(db, () => PRICE_CATALOGUE_TTL_MS - 1)).toBe(first);
    expect(counter.priceListReads).toBe(1);
    expect(first.priceRows.get('photoframe|EUR')).toEqual([posterRow(790)]);
    expect(first.vatBasisPoints.get('AT')).toBe(2000);
  });

  it('after PRICE_CATALOGUE_TTL_MS prices from the catalogue in use while a new read runs, then from the new one', async () => {
    let amount = 790;
    const { db, counter } = fakeDb((table) => (table === priceList ? [posterRow(amount)] : []));
    expect(await amountOf(db, 0)).toBe(790);
    amount = 990;
    // Within the lifetime nothing is read again; the first request after it does not wait for the new read.
    expect(await amountOf(db, PRICE_CATALOGUE_TTL_MS - 1)).toBe(790);
    expect(await amountOf(db, PRICE_CATALOGUE_TTL_MS)).toBe(790);
    expect(await amountOf(db, PRICE_CATALOGUE_TTL_MS + 1)).toBe(790);
    await settle();
    expect(await amountOf(db, PRICE_CATALOGUE_TTL_MS + 2)).toBe(990);
    // One refresh for every request after the lifetime, not one each.
    expect(counter.priceListReads).toBe(2);
  });

  it('does not keep a failed first read: the next request reads again', async () => {
    let fail = true;
    const { db, counter } = fakeDb((table) => (fail ? new Error('database unavailable') : table === priceList ? [posterRow(790)] : []));
    await expect(loadPriceCatalogue(db, () => 0)).rejects.toThrow('database unavailable');
    fail = false;
    expect(await amountOf(db, 1)).toBe(790);
    expect(counter.priceListReads).toBe(2);
  });

  it('keeps the catalogue in use when a refresh fails, and tries again one lifetime later', async () => {
    let amount: number | Error = 790;
    const { db, counter } = fakeDb((table) => (table !== priceList ? [] : amount instanceof Error ? amount : [posterRow(amount)]));
    expect(await amountOf(db, 0)).toBe(790);
    amount = new Error('database unavailable');
    expect(await amountOf(db, PRICE_CATALOGUE_TTL_MS)).toBe(790);
    await settle();
    expect(await amountOf(db, PRICE_CATALOGUE_TTL_MS + 1)).toBe(790);
    amount = 990;
    // The failed refresh counts as a read at its end: the next one starts a lifetime later.
    expect(await amountOf(db, PRICE_CATALOGUE_TTL_MS + 2)).toBe(790);
    expect(counter.priceListReads).toBe(2);
    expect(await amountOf(db, 2 * PRICE_CATALOGUE_TTL_MS)).toBe(790);
    await settle();
    expect(await amountOf(db, 2 * PRICE_CATALOGUE_TTL_MS + 1)).toBe(990);
    expect(counter.priceListReads).toBe(3);
  });

  it('reads the tables again after forgetPriceCatalogue', async () => {
    let amount = 790;
    const { db } = fakeDb((table) => (table === priceList ? [posterRow(amount)] : []));
    expect(await amountOf(db, 0)).toBe(790);
    amount = 990;
    forgetPriceCatalogue(db);
    expect(await amountOf(db, 1)).toBe(990);
  });
});
