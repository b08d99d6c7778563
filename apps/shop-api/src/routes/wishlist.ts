import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import { getFeatures } from '@shop/config/channel-settings';
import {
  parseWishlistKey,
  toWishlistKey,
  WISHLIST_MAX_ITEMS,
  wishlistDesignsQuerySchema,
  wishlistItemRequestSchema,
  wishlistKeyParamsSchema,
  wishlistMergeRequestSchema,
  type Wishlist,
  type WishlistDesign,
  type WishlistItemRequest,
  type WishlistMergeResult,
} from '@shop/contract/wishlist';
import { catalogueImage } from '../catalogue/catalogue-image.ts';
import { pickName } from '../catalogue/localised-name.ts';
import { themes, wishlistItems } from '../db/schema.ts';
import { readJson, readParams, readQuery, type AppContext, type AppEnv } from '../http/context.ts';
import { ApiError } from '../http/errors.ts';
import { requireCustomer, type CustomerRow } from '../services/session.ts';

type ThemeRow = typeof themes.$inferSelect;

/** The channel's themes with these ids, by id: a design is known when its theme is the channel's and lists it. */
async function loadThemes(c: AppContext, themeIds: readonly number[]): Promise<Map<number, ThemeRow>> {
  if (themeIds.length === 0) return new Map();
  const rows = await c
    .get('deps')
    .db.select()
    .from(themes)
    .where(and(eq(themes.channel, c.get('shop').channel.id), inArray(themes.id, [...new Set(themeIds)])));
  return new Map(rows.map((row) => [row.id, row]));
}

function toDesign(c: AppContext, item: WishlistItemRequest, theme: ThemeRow | undefined): WishlistDesign | null {
  const index = theme ? theme.designIds.indexOf(item.designId) : -1;
  if (!theme || index < 0) return null;
  return {
    key: toWishlistKey(item),
    product: item.product,
    themeId: theme.id,
    designId: item.designId,
    designNumber: index + 1,
    themeSlug: theme.slug,
    occasion: theme.occasion,
    name: pickName(theme.names, c.get('shop').locale, theme.slug),
    image: catalogueImage(c, `card-${theme.occasion}`),
  };
}

/** The designs of these references the catalogue still has, in the given order (a retired design is left out). */
async function toDesigns(c: AppContext, items: readonly WishlistItemRequest[]): Promise<WishlistDesign[]> {
  const byId = await loadThemes(
    c,
    items.map((item) => item.themeId),
  );
  return items.flatMap((item) => toDesign(c, item, byId.get(item.themeId)) ?? []);
}

function unknownDesign(item: WishlistItemRequest): ApiError {
  return new ApiError({
    status: 400,
    code: 'unknown_design',
    message: `designId: Theme ${item.themeId} has no design ${item.designId} in this shop`,
    field: 'designId',
  });
}

function ownRows(c: AppContext, customer: CustomerRow) {
  return and(eq(wishlistItems.customerId, customer.id), eq(wishlistItems.channel, c.get('shop').channel.id));
}

async function customerWishlist(c: AppContext, customer: CustomerRow): Promise<Wishlist> {
  const rows = await c
    .get('deps')
    .db.select()
    .from(wishlistItems)
    .where(ownRows(c, customer))
    .orderBy(asc(wishlistItems.createdAt), asc(wishlistItems.id));
  const items = rows.map((row) => ({ product: 'card' as const, themeId: row.themeId, designId: row.designId }));
  return { items: await toDesigns(c, items), max: WISHLIST_MAX_ITEMS };
}

async function countItems(c: AppContext, customer: CustomerRow): Promise<number> {
  const [row] = await c.get('deps').db.select({ value: count() }).from(wishlistItems).where(ownRows(c, customer));
  return Number(row?.value ?? 0);
}

/** Stores the design unless it is there already; false when it was. */
async function insertItem(c: AppContext, customer: CustomerRow, item: WishlistItemRequest): Promise<boolean> {
  const inserted = await c
    .get('deps')
    .db.insert(wishlistItems)
    .values({ customerId: customer.id, channel: c.get('shop').channel.id, product: item.product, themeId: item.themeId, designId: item.designId })
    .onConflictDoNothing()
    .returning({ id: wishlistItems.id });
  return inserted.length > 0;
}

async function hasItem(c: AppContext, customer: CustomerRow, item: WishlistItemRequest): Promise<boolean> {
  const rows = await c
    .get('deps')
    .db.select({ id: wishlistItems.id })
    .from(wishlistItems)
    .where(and(ownRows(c, customer), eq(wishlistItems.product, item.product), eq(wishlistItems.themeId, item.themeId), eq(wishlistItems.designId, item.designId)));
  return rows.length > 0;
}

function wishlistFull(): ApiError {
  return new ApiError({
    status: 400,
    code: 'wishlist_full',
    message: `The wishlist keeps at most ${WISHLIST_MAX_ITEMS} designs: remove one first`,
    field: 'wishlist',
  });
}

/**
 * The wishlist of spec point 2 for channels with `hasWishlist` (others answer 404): the logged-in customer's designs
 * (401 without a session), and what a visitor's locally kept designs show.
 */
export function createWishlistRoutes() {
  const app = new Hono<AppEnv>();

  app.use('/web-api/wishlist*', async (c, next) => {
    const shop = c.get('shop');
    if (!getFeatures(shop.channel, shop.locale).hasWishlist) {
      throw new ApiError({ status: 404, code: 'wishlist_not_offered', message: `The ${shop.channel.id} shop has no wishlist` });
    }
    await next();
    // Personal (or, for wishlist-designs, a list named by the browser): never kept by a cache between.
    c.header('Cache-Control', 'no-store');
  });

  app.get('/web-api/wishlist', async (c) => {
    const customer = await requireCustomer(c);
    return c.json({ payload: await customerWishlist(c, customer) });
  });

  // Adding a design twice keeps one (200 the second time, 201 the first): a double click or two tabs change nothing.
  app.post('/web-api/wishlist-items', async (c) => {
    const customer = await requireCustomer(c);
    const item = await readJson(c, wishlistItemRequestSchema);
    const [design] = await toDesigns(c, [item]);
    if (!design) throw unknownDesign(item);
    if (await hasItem(c, customer, item)) return c.json({ payload: await customerWishlist(c, customer) }, 200);
    if ((await countItems(c, customer)) >= WISHLIST_MAX_ITEMS) throw wishlistFull();
    const created = await insertItem(c, customer, item);
    return c.json({ payload: await customerWishlist(c, customer) }, created ? 201 : 200);
  });

  // The visitor's designs join the account's at log-in: known ones not there yet, in their order, up to the limit.
  app.post('/web-api/wishlist-items/merge', async (c) => {
    const customer = await requireCustomer(c);
    const { items } = await readJson(c, wishlistMergeRequestSchema);
    const byId = await loadThemes(
      c,
      items.map((item) => item.themeId),
    );
    const notMerged: WishlistMergeResult['notMerged'] = [];
    let kept = await countItems(c, customer);
    for (const item of items) {
      if (!toDesign(c, item, byId.get(item.themeId))) {
        notMerged.push({ key: toWishlistKey(item), reason: 'unknown_design' });
        continue;
      }
      if (await hasItem(c, customer, item)) continue;
      if (kept >= WISHLIST_MAX_ITEMS) {
        notMerged.push({ key: toWishlistKey(item), reason: 'wishlist_full' });
        continue;
      }
      if (await insertItem(c, customer, item)) kept += 1;
    }
    return c.json({ payload: { ...(await customerWishlist(c, customer)), notMerged } });
  });

  // Removing a design that is not (or no longer) kept is not an error: the list is as asked.
  app.delete('/web-api/wishlist-items/:key', async (c) => {
    const customer = await requireCustomer(c);
    const { key } = readParams(c, wishlistKeyParamsSchema);
    const item = parseWishlistKey(key);
    if (!item) throw new Error('The key schema admits only parseable keys');
    await c
      .get('deps')
      .db.delete(wishlistItems)
      .where(and(ownRows(c, customer), eq(wishlistItems.product, item.product), eq(wishlistItems.themeId, item.themeId), eq(wishlistItems.designId, item.designId)));
    return c.json({ payload: await customerWishlist(c, customer) });
  });

  // A visitor's wishlist lives in the browser: its page asks what the kept designs show. Unknown ones are left out.
  app.get('/web-api/wishlist-designs', async (c) => {
    const { keys } = readQuery(c, wishlistDesignsQuerySchema);
    const items = [...new Set(keys)].map((key) => parseWishlistKey(key)).filter((item) => item !== null);
    return c.json({ payload: { items: await toDesigns(c, items), max: WISHLIST_MAX_ITEMS } });
  });

  return app;
}
