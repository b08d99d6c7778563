import { channelIds, channels } from '@shop/config/channels';
import { eq, notInArray, sql } from 'drizzle-orm';
import {
  accessorySeeds,
  aspectRatioOfNamed,
  cardFormats,
  cardPapers,
  channelFactors,
  convertFromEur,
  countrySeeds,
  currencies,
  formatsForMaterial,
  frameTypes as frameTypeSeeds,
  materials,
  namedFormats,
  optionGroups,
  photoFormats,
  wallFormats,
} from '../catalogue/catalogue-data.ts';
import { findAspectRatio } from '../catalogue/aspect-ratio.ts';
import { listPriceRows } from '../catalogue/list-prices.ts';
import { hashPassword } from '../services/password.ts';
import { hashEmail } from '../services/tokens.ts';
import type { Db } from './client.ts';
import { cardThemeSeeds } from './seed-tables/card-themes.ts';
import { designGroupSeeds } from './seed-tables/design-groups.ts';
import { accessoryNames } from './seed-tables/catalogue-names.ts';
import { channelDemoData, giftVoucherSeeds, sharedCampaigns, sharedVouchers } from './seed-tables/demo-data.ts';
import * as t from './schema.ts';

/** Bump when the seed changes; a database seeded with an older version gets the new rows added. */
export const seedVersion = 3;

const batch = <T>(rows: T[], size = 500): T[][] => {
  const out: T[][] = [];
  for (let index = 0; index < rows.length; index += size) out.push(rows.slice(index, index + size));
  return out;
};

/**
 * Writes the catalogue and demo data once per seed version, and again when a channel joined since (its price factors
 * are missing): every write keeps existing rows, so a channel made by `pnpm new-channel` gets its catalogue, prices and
 * demo data in a database seeded before it. Otherwise a no-op.
 */
export async function seedDatabase(db: Db): Promise<void> {
  const done = await db.select().from(t.seedRuns).where(eq(t.seedRuns.version, seedVersion));
  const seededChannels = new Set((await db.select({ channel: t.channelPriceFactors.channel }).from(t.channelPriceFactors)).map((row) => row.channel));
  if (done.length > 0 && channelIds.every((channel) => seededChannels.has(channel))) return;
  const demo = channelDemoData(channelIds.map((channel) => channels[channel]));

  await db.transaction(async (tx) => {
    await tx
      .insert(t.countries)
      .values(countrySeeds.map((c) => ({ code: c.code, vatBasisPoints: c.vat, timeZone: c.timeZone })))
      .onConflictDoNothing();

    // Formats per family.
    const formatRows: (typeof t.formats.$inferInsert)[] = [];
    for (const formatType of wallFormats) {
      const [w, h] = formatType.split('x').map(Number) as [number, number];
      for (const family of ['photoframe', 'collage'])
        formatRows.push({ family, formatType, widthMm: w, heightMm: h, aspectRatio: findAspectRatio(w, h) });
    }
    for (const formatType of photoFormats) {
      const [w, h] = formatType.split('x').map(Number) as [number, number];
      for (const family of ['photoprint', 'photobox'])
        formatRows.push({ family, formatType, widthMm: w, heightMm: h, aspectRatio: findAspectRatio(w, h) });
    }
    for (const [formatType, [w, h]] of Object.entries(namedFormats)) {
      for (const family of ['calendar', 'photobook', 'card'])
        formatRows.push({
          family,
          formatType,
          widthMm: w,
          heightMm: h,
          aspectRatio: aspectRatioOfNamed(formatType),
        });
    }
    await tx.insert(t.formats).values(formatRows).onConflictDoNothing();

    // Price list: every family × product key × format × currency.
    const prices: (typeof t.priceList.$inferInsert)[] = [];
    const addAllCurrencies = (family: string, productKey: string, formatType: string, eurCents: number) => {
      for (const currency of currencies)
        prices.push({
          family,
          productKey,
          formatType,
          currency,
          amountMinor: convertFromEur(eurCents, currency),
        });
    };
    for (const row of listPriceRows()) addAllCurrencies(row.family, row.productKey, row.formatType, row.eurCents);
    // Sample cards: the first three are free (spec point 9), each further one costs this.
    for (const currency of currencies)
      prices.push({
        family: 'card-sample',
        productKey: 'sample',
        formatType: 'any',
        currency,
        amountMinor: currency === 'CHF' ? 350 : convertFromEur(300, currency),
      });
    for (const accessory of accessorySeeds) {
      for (const price of accessory.prices)
        prices.push({
          family: 'accessory',
          productKey: accessory.sku,
          formatType: 'any',
          currency: price.currency,
          country: price.country ?? '*',
          amountMinor: price.amountMinor,
        });
    }
    for (const rows of batch(prices)) await tx.insert(t.priceList).values(rows).onConflictDoNothing();

    await tx
      .insert(t.optionSurcharges)
      .values(
        optionGroups.flatMap((group) =>
          group.values.map(([optionValue, basisPoints], index) => ({
            scope: group.scope,
            optionGroup: group.group,
            optionValue,
            basisPoints,
            isDefault: index === 0,
          })),
        ),
      )
      .onConflictDoNothing();
    await tx
      .insert(t.channelPriceFactors)
      .values([...channelFactors])
      .onConflictDoNothing();
    await tx
      .insert(t.frameTypes)
      .values(
        frameTypeSeeds.map((frame) => ({
          frameType: frame.frameType,
          defaultVariant: 'black',
          variants: [...frame.variants],
          materials: [...frame.materials],
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(t.accessories)
      .values(
        accessorySeeds.map((a) => ({
          sku: a.sku,
          subtype: a.subtype,
          name: a.name,
          names: accessoryNames[a.sku] ?? {},
          sizeClass: a.sizeClass ?? null,
          color: a.color ?? null,
          channels: a.channels,
        })),
      )
      // A database seeded before the names existed gets them.
      .onConflictDoUpdate({ target: t.accessories.sku, set: { names: sql`excluded.names` } });

    // Skus: one per wall material × format (container per material), cards per paper × format.
    const skuRows: (typeof t.skus.$inferInsert)[] = [];
    for (const material of materials) {
      for (const formatType of formatsForMaterial(material)) {
        const [w, h] = formatType.split('x').map(Number) as [number, number];
        skuRows.push({
          sku: `wall-${material.key}-${formatType}`,
          family: 'photoframe',
          productKey: material.key,
          formatType,
          container: `wall-${material.key}`,
          isExpress: ['poster', 'leinwand', 'acrylglas'].includes(material.key) && Math.max(w, h) <= 900,
        });
      }
    }
    for (const paper of Object.keys(cardPapers)) {
      for (const formatType of cardFormats)
        skuRows.push({
          sku: `card-${paper}-${formatType}`,
          family: 'card',
          productKey: paper,
          formatType,
          container: `card-${paper}`,
          isExpress: paper === 'standard',
        });
    }
    for (const accessory of accessorySeeds)
      skuRows.push({
        sku: accessory.sku,
        family: 'accessory',
        productKey: accessory.sku,
        formatType: 'any',
        container: `accessory-${accessory.subtype}`,
        isExpress: false,
      });
    for (const rows of batch(skuRows)) await tx.insert(t.skus).values(rows).onConflictDoNothing();

    const campaignRows = [
      ...sharedCampaigns.map((campaign) => ({ ...campaign, channel: null })),
      ...demo.flatMap(({ channel, campaigns }) => campaigns.map((campaign) => ({ ...campaign, channel }))),
    ];
    await tx.insert(t.campaigns).values(campaignRows).onConflictDoNothing();
    const voucherRows = [
      ...sharedVouchers.map((voucher) => ({ ...voucher, channel: null })),
      ...demo.flatMap(({ channel, vouchers }) => vouchers.map((voucher) => ({ ...voucher, channel }))),
    ];
    await tx.insert(t.vouchers).values(voucherRows).onConflictDoNothing();
    await tx.insert(t.giftVouchers).values([...giftVoucherSeeds]).onConflictDoNothing();

    // Tables the content's overview blocks list from: an older seed's rows are replaced, so a database seeded before
    // the content and the seed agreed lists what the stories ask for too.
    for (const group of designGroupSeeds)
      await tx
        .insert(t.designGroups)
        .values(group)
        .onConflictDoUpdate({ target: [t.designGroups.kind, t.designGroups.id], set: group });
    await tx.delete(t.themes).where(notInArray(t.themes.id, cardThemeSeeds.map((theme) => theme.id)));
    for (const theme of cardThemeSeeds)
      await tx.insert(t.themes).values(theme).onConflictDoUpdate({ target: t.themes.id, set: theme });

    const h = (hours: number, minutes = 0) => hours * 60 + minutes;
    await tx
      .insert(t.shippingSchedules)
      .values(
        countrySeeds.map((country) => ({
          country: country.code,
          lodStartMinute: h(6),
          safetyCutoffMinute: h(country.code === 'US' ? 10 : 12),
          cutoffMinute: h(country.code === 'US' || country.code === 'GB' ? 12 : 14),
          expressCutoffMinute: ['DE', 'AT', 'CH', 'LI'].includes(country.code)
            ? h(16)
            : country.code === 'US'
              ? null
              : h(15),
          saturdayCutoffMinute: ['DE', 'AT'].includes(country.code) ? h(11) : null,
          deliveryDays: ['DE'].includes(country.code) ? 2 : country.code === 'US' ? 7 : 4,
          expressDeliveryDays: ['DE', 'AT', 'CH', 'LI'].includes(country.code)
            ? 1
            : country.code === 'US'
              ? null
              : 2,
          shippingMinor:
            country.code === 'CH' || country.code === 'LI'
              ? 990
              : country.code === 'US'
                ? 1499
                : country.code === 'GB'
                  ? 699
                  : 495,
          expressShippingMinor:
            country.code === 'US' ? null : country.code === 'CH' || country.code === 'LI' ? 1990 : 1495,
          freeShippingFromMinor: country.code === 'US' ? null : 5900,
        })),
      )
      .onConflictDoNothing();

    const placedWhitelabelOrders: (typeof t.orders.$inferInsert)[] = [];
    for (const { channel, customers } of demo) {
      for (const seed of customers) {
        const inserted = await tx
          .insert(t.customers)
          .values({
            number: seed.number,
            email: seed.email,
            emailHash: hashEmail(seed.email),
            passwordHash: await hashPassword(seed.password),
            firstName: seed.firstName,
            lastName: seed.lastName,
            type: seed.type,
            isWhitelabel: seed.isWhitelabel,
            channel,
            locale: seed.locale,
          })
          .onConflictDoNothing()
          .returning({ id: t.customers.id });
        const customer = inserted[0];
        if (!customer) continue;
        if (seed.cart.length > 0) {
          const [order] = await tx
            .insert(t.orders)
            .values({
              customerId: customer.id,
              status: 'cart',
              channel,
              country: seed.locale.slice(3),
              locale: seed.locale,
              isWhitelabel: seed.whitelabelOrder === true,
            })
            .returning({ id: t.orders.id });
          if (order)
            await tx
              .insert(t.orderArticles)
              .values(seed.cart.map(([sku, quantity]) => ({ orderId: order.id, sku, quantity })));
        }
        if (seed.placedWhitelabelOrder) placedWhitelabelOrders.push({ customerId: customer.id, status: 'placed', channel, isWhitelabel: true });
      }
    }
    // Placed white-label orders: past orders exist beside the carts.
    if (placedWhitelabelOrders.length > 0) await tx.insert(t.orders).values(placedWhitelabelOrders);

    await tx.insert(t.seedRuns).values({ version: seedVersion }).onConflictDoNothing();
  });
}
