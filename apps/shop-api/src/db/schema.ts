import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

// ---------- customers and sessions ----------

/** Customer numbers of new accounts; seeded demo accounts use 100001.. below it. */
export const customerNumberSequence = pgSequence('customer_number_seq', { startWith: 200001 });

export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    /** Public customer number shown in the account; separate from the internal id. */
    number: integer('number')
      .notNull()
      .default(sql`nextval('customer_number_seq')`),
    email: text('email').notNull(),
    emailHash: text('email_hash').notNull(),
    /** Null for accounts created through Google sign-in only. */
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Numeric customer type of the spec (meaning not shown); 0 is the default. */
    type: integer('type').notNull().default(0),
    isWhitelabel: boolean('is_whitelabel').notNull().default(false),
    googleSubject: text('google_subject'),
    channel: text('channel').notNull(),
    locale: text('locale').notNull(),
    /**
     * When the address was proven to be the customer's: null while a sign-up waits for its mailed link (log-in
     * refused until then). Accounts from Google sign-in, the seed and before sign-up verification are verified.
     */
    verifiedAt: timestamp('verified_at', { withTimezone: true }).defaultNow(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('customers_email_idx').on(table.email),
    uniqueIndex('customers_number_idx').on(table.number),
    uniqueIndex('customers_google_idx').on(table.googleSubject),
  ],
);

export const customerPictures = pgTable('customer_pictures', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  data: bytea('data').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie token: a leaked table does not yield usable cookies. */
    id: text('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_customer_idx').on(table.customerId)],
);

/** A mailed one-time link's token: its SHA-256 as the key (a leaked table yields no usable link), lifetime and use. */
const oneTimeTokenColumns = () => ({
  id: text('id').primaryKey(),
  customerId: integer('customer_id')
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

export const passwordResetTokens = pgTable('password_reset_tokens', oneTimeTokenColumns());

/** The links of sign-up verification mails (route group `registration-verification`): one-time, SHA-256 at rest. */
export const signupVerificationTokens = pgTable('signup_verification_tokens', oneTimeTokenColumns(), (table) => [
  index('signup_verification_tokens_customer_idx').on(table.customerId),
]);

/**
 * Counters of rate-limiter-flexible's drizzle store (src/services/limits.ts): one row per limiter key, shared by every
 * API instance on the same database, so limits hold across instances and restarts.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull(),
  expire: timestamp('expire', { withTimezone: true }),
});

// ---------- orders (cart) ----------

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** The customer's cart and orders; null for a visitor's cart (see `visitorKeyHash`). */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    /** SHA-256 of a visitor's cart cookie: carts of visitors who are not logged in. */
    visitorKeyHash: text('visitor_key_hash'),
    /** 'cart' while open, 'placed' once ordered. */
    status: text('status').notNull().default('cart'),
    isWhitelabel: boolean('is_whitelabel').notNull().default(false),
    channel: text('channel').notNull(),
    /** The country shop of the cart (one currency per cart); null on carts older than the cart routes. */
    country: text('country'),
    locale: text('locale'),
    /** Set when placed: what the order cost then, in minor units of `currency`. */
    currency: text('currency'),
    totalCurrentMinor: integer('total_current_minor'),
    totalOriginalMinor: integer('total_original_minor'),
    placedAt: timestamp('placed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('orders_customer_idx').on(table.customerId, table.status),
    index('orders_visitor_idx').on(table.visitorKeyHash, table.status),
  ],
);

export const orderArticles = pgTable('order_articles', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  /** An accessory ordered by sku (card-accessory-order); null for a designed article. */
  sku: text('sku'),
  /** The designer's product family of a designed article (card, calendar, …). */
  product: text('product'),
  /** The designer's launch parameters the article was designed with. */
  params: jsonb('params').$type<Record<string, string>>(),
  /** The query of the product's price route the article is priced with. */
  priceQuery: jsonb('price_query').$type<Record<string, string>>(),
  quantity: integer('quantity').notNull(),
  /**
   * Designed articles keep the price they were added at; sku articles are priced from the price list when shown. Once
   * the order is placed every article keeps what it cost.
   */
  currency: text('currency'),
  priceCurrentMinor: integer('price_current_minor'),
  priceOriginalMinor: integer('price_original_minor'),
  createdAt: createdAt(),
});

/**
 * The wishlist of a customer per channel (spec point 2, channels with `hasWishlist`): references to designs the shops
 * show (a card theme and one of its designs), never copies of their names or pictures, which the list reads from the
 * catalogue in the request's language. Visitors keep theirs in the browser; it moves here at log-in.
 */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    /** The product family of the design (`card`). */
    product: text('product').notNull(),
    themeId: integer('theme_id').notNull(),
    designId: integer('design_id').notNull(),
    createdAt: createdAt(),
  },
  // One row per design: adding it again (a double click, a merge) finds this index and changes nothing.
  (table) => [uniqueIndex('wishlist_items_design_idx').on(table.customerId, table.channel, table.product, table.themeId, table.designId)],
);

// ---------- newsletter ----------

export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    channel: text('channel').notNull(),
    locale: text('locale').notNull(),
    /** 'pending' until the opt-in link is followed, then 'confirmed'. */
    status: text('status').notNull().default('pending'),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('newsletter_email_channel_idx').on(table.email, table.channel)],
);

/** Messages of the contact form block to customer service, kept for the service team (no mail leaves the shop). */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    channel: text('channel').notNull(),
    locale: text('locale').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject'),
    message: text('message').notNull(),
    /** Customer id when the sender was logged in. */
    customerId: integer('customer_id'),
    createdAt: createdAt(),
  },
  (table) => [index('contact_messages_channel_created_idx').on(table.channel, table.createdAt)],
);

// ---------- catalogue and prices ----------

/** Countries with their VAT rate; EUR list prices are gross for DE and scaled by VAT for other EUR countries. */
export const countries = pgTable('countries', {
  code: text('code').primaryKey(),
  vatBasisPoints: integer('vat_basis_points').notNull(),
  timeZone: text('time_zone').notNull(),
});

export const formats = pgTable(
  'formats',
  {
    /** Catalogue key: width x height in millimetres ("300x200") or a named format ("a4-hoch"). */
    formatType: text('format_type').notNull(),
    family: text('family').notNull(),
    widthMm: integer('width_mm').notNull(),
    heightMm: integer('height_mm').notNull(),
    aspectRatio: text('aspect_ratio').notNull(),
  },
  (table) => [primaryKey({ columns: [table.family, table.formatType] })],
);

/** One row per family × product key (material, calendar type, ...) × format × currency, optionally per country. */
export const priceList = pgTable(
  'price_list',
  {
    family: text('family').notNull(),
    productKey: text('product_key').notNull(),
    formatType: text('format_type').notNull(),
    currency: text('currency').notNull(),
    /** '*' for the currency's reference price; a country code for a fixed national price (envelopes). */
    country: text('country').notNull().default('*'),
    amountMinor: integer('amount_minor').notNull(),
  },
  (table) => [
    primaryKey({
      columns: [table.family, table.productKey, table.formatType, table.currency, table.country],
    }),
  ],
);

/** Option surcharges in basis points of the base price (lamination, frames, binding, quantity tiers...). */
export const optionSurcharges = pgTable(
  'option_surcharges',
  {
    /** A family ('card') or a family and product key ('photoframe/poster'): options of one material only. */
    scope: text('scope').notNull(),
    optionGroup: text('option_group').notNull(),
    optionValue: text('option_value').notNull(),
    basisPoints: integer('basis_points').notNull(),
    /** The value chosen when the request names none; at most one per scope and group. */
    isDefault: boolean('is_default').notNull().default(false),
  },
  (table) => [primaryKey({ columns: [table.scope, table.optionGroup, table.optionValue] })],
);

/** Channel markup per family in basis points (10000 = list price). */
export const channelPriceFactors = pgTable(
  'channel_price_factors',
  {
    channel: text('channel').notNull(),
    family: text('family').notNull(),
    basisPoints: integer('basis_points').notNull(),
  },
  (table) => [primaryKey({ columns: [table.channel, table.family] })],
);

export const campaigns = pgTable('campaigns', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  /** Null: every channel. */
  channel: text('channel'),
  /** Null: every family. */
  family: text('family'),
  /** Null: every product key of the family. */
  productKey: text('product_key'),
  discountBasisPoints: integer('discount_basis_points').notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
});

export const vouchers = pgTable('vouchers', {
  code: text('code').primaryKey(),
  channel: text('channel'),
  /** 'percent' (value in basis points) or 'amount' (value in minor units of `currency`). */
  kind: text('kind').notNull(),
  value: integer('value').notNull(),
  currency: text('currency'),
  minOrderMinor: integer('min_order_minor').notNull().default(0),
  validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
  validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
});

export const giftVouchers = pgTable('gift_vouchers', {
  code: text('code').primaryKey(),
  currency: text('currency').notNull(),
  initialMinor: integer('initial_minor').notNull(),
  balanceMinor: integer('balance_minor').notNull(),
  validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
});

/** Orderable articles: wall pictures, prints, accessories. */
export const skus = pgTable(
  'skus',
  {
    sku: text('sku').primaryKey(),
    family: text('family').notNull(),
    productKey: text('product_key').notNull(),
    formatType: text('format_type').notNull(),
    frameType: text('frame_type'),
    /** Container grouping variants of one product (one product detail page). */
    container: text('container').notNull(),
    isExpress: boolean('is_express').notNull().default(false),
  },
  (table) => [index('skus_container_idx').on(table.container)],
);

/** Card accessories (envelopes, inlays, ribbons, ...); prices live in price_list under family 'accessory'. */
export const accessories = pgTable('accessories', {
  sku: text('sku').primaryKey(),
  subtype: text('subtype').notNull(),
  name: text('name').notNull(),
  /** What shoppers read, by language (`de`, `fr`, …); `name` when a language is missing. */
  names: jsonb('names').$type<Record<string, string>>().notNull().default({}),
  sizeClass: text('size_class'),
  color: text('color'),
  /** Channels offering it, comma-free list as a JSON array. */
  channels: jsonb('channels').$type<string[]>().notNull(),
});

export const frameTypes = pgTable('frame_types', {
  frameType: text('frame_type').primaryKey(),
  defaultVariant: text('default_variant').notNull(),
  variants: jsonb('variants').$type<string[]>().notNull(),
  /** Materials this frame can be combined with. */
  materials: jsonb('materials').$type<string[]>().notNull(),
});

/** Design groups for calendars, collages and photobook design group sets. */
export const designGroups = pgTable(
  'design_groups',
  {
    id: integer('id').notNull(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    /** What shoppers read, by language; `name` when a language is missing. */
    names: jsonb('names').$type<Record<string, string>>().notNull().default({}),
    channel: text('channel'),
    categoryIds: jsonb('category_ids').$type<number[]>().notNull(),
    designs: jsonb('designs').$type<{ id: number; name: string; names?: Record<string, string>; formats: string[] }[]>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.id] })],
);

export const themes = pgTable('themes', {
  id: integer('id').primaryKey(),
  channel: text('channel').notNull(),
  slug: text('slug').notNull(),
  occasion: text('occasion').notNull(),
  category: text('category').notNull(),
  names: jsonb('names').$type<Record<string, string>>().notNull(),
  designIds: jsonb('design_ids').$type<number[]>().notNull(),
});

export const featureFlags = pgTable('feature_flags', {
  name: text('name').primaryKey(),
  /** Treatment for everyone not listed in `keys`. */
  treatment: text('treatment').notNull(),
  /** Allow-list of visitor keys that get `keyTreatment`. */
  keys: jsonb('keys')
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  keyTreatment: text('key_treatment'),
  config: jsonb('config').$type<Record<string, unknown>>(),
});

export const localizedUrls = pgTable(
  'localized_urls',
  {
    routeKey: text('route_key').notNull(),
    locale: text('locale').notNull(),
    path: text('path').notNull(),
  },
  (table) => [primaryKey({ columns: [table.routeKey, table.locale] })],
);

/** Per-country dispatch schedule for the delivery cut-off message; times are local to the country. */
export const shippingSchedules = pgTable('shipping_schedules', {
  country: text('country').primaryKey(),
  /** Minutes after local midnight. */
  lodStartMinute: integer('lod_start_minute').notNull(),
  safetyCutoffMinute: integer('safety_cutoff_minute').notNull(),
  cutoffMinute: integer('cutoff_minute').notNull(),
  expressCutoffMinute: integer('express_cutoff_minute'),
  saturdayCutoffMinute: integer('saturday_cutoff_minute'),
  deliveryDays: integer('delivery_days').notNull(),
  expressDeliveryDays: integer('express_delivery_days'),
  shippingMinor: integer('shipping_minor').notNull(),
  expressShippingMinor: integer('express_shipping_minor'),
  freeShippingFromMinor: integer('free_shipping_from_minor'),
});

/** Results of the toolbox routes, fetched once through toolbox-download. */
export const toolboxFiles = pgTable('toolbox_files', {
  id: text('id').primaryKey(),
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  data: bytea('data').notNull(),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const seedRuns = pgTable('seed_runs', {
  version: integer('version').primaryKey(),
  appliedAt: createdAt(),
});
