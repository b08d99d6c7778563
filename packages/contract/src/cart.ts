import { z } from 'zod';
import { currencySchema } from './context.ts';
import { passwordSchema } from './customer.ts';
import { formLimits } from './form-limits.ts';

/** The designers whose articles go into the cart (spec point 3 product families; photo prints use the photobox designer). */
export const cartProducts = ['calendar', 'card', 'collage', 'photoframe', 'photobook', 'photobox'] as const;
export type CartProduct = (typeof cartProducts)[number];

const paramKeySchema = z.string().regex(/^[a-zA-Z][a-zA-Z0-9]{0,39}$/, 'Unknown parameter name');
const maxEntries = (max: number) => (record: Record<string, string>) => Object.keys(record).length <= max;

/**
 * POST /web-api/cart-articles: a designed article. `params` are the designer's launch parameters (kept with the article
 * and the order); `priceQuery` is the query of the product's own price route (card-price, calendar-price, …), with
 * which the shop API prices the article itself: a price never comes from the browser.
 */
export const cartArticleRequestSchema = z.strictObject({
  product: z.enum(cartProducts),
  quantity: z.number().int().min(1, 'At least 1').max(5000, 'At most 5000'),
  params: z.record(paramKeySchema, z.string().min(1).max(200)).refine(maxEntries(40), 'At most 40 parameters'),
  priceQuery: z.record(paramKeySchema, z.string().min(1).max(100)).refine(maxEntries(12), 'At most 12 parameters'),
});
export type CartArticleRequest = z.infer<typeof cartArticleRequestSchema>;

/** POST /web-api/cart-articles/price: what an article would cost in the cart (same body, nothing stored). */
export const cartArticlePriceResponseSchema = z.object({
  payload: z.object({
    currency: currencySchema,
    quantity: z.number().int(),
    priceCurrent: z.number().int().nonnegative(),
    priceOriginal: z.number().int().nonnegative(),
  }),
});
export type CartArticlePrice = z.infer<typeof cartArticlePriceResponseSchema>['payload'];

/** DELETE /web-api/cart-articles/{id} */
export const cartArticleIdSchema = z.strictObject({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** One line of a cart or an order; prices are the line's total in minor units. */
export const cartArticleSchema = z.object({
  id: z.number().int(),
  /** The designer of a designed article; null for an accessory ordered by sku. */
  product: z.string().nullable(),
  sku: z.string().nullable(),
  params: z.record(z.string(), z.string()),
  quantity: z.number().int(),
  priceCurrent: z.number().int().nonnegative(),
  priceOriginal: z.number().int().nonnegative(),
});
export type CartArticle = z.infer<typeof cartArticleSchema>;

/** GET /web-api/cart: the open cart of the customer or visitor in this shop (channel and country). */
export const cartSchema = z.object({
  currency: currencySchema,
  articles: z.array(cartArticleSchema),
  /** Number of article lines, as customer-data's `order.cartArticlesAmount`. */
  cartArticlesAmount: z.number().int().nonnegative(),
  totalCurrent: z.number().int().nonnegative(),
  totalOriginal: z.number().int().nonnegative(),
});
export type Cart = z.infer<typeof cartSchema>;
export const cartResponseSchema = z.object({ payload: cartSchema });

/** A placed order (POST /web-api/checkout, GET /web-api/orders[/{id}]). */
export const orderSchema = z.object({
  id: z.number().int(),
  placedAt: z.string(),
  channel: z.string(),
  currency: currencySchema,
  totalCurrent: z.number().int().nonnegative(),
  totalOriginal: z.number().int().nonnegative(),
  articles: z.array(cartArticleSchema),
});
export type Order = z.infer<typeof orderSchema>;
export const orderResponseSchema = z.object({ payload: orderSchema });
export const ordersResponseSchema = z.object({ payload: z.object({ orders: z.array(orderSchema) }) });

/** POST /web-api/checkout: nothing to send but the confirmation; payment is not part of the stand-in. */
export const checkoutRequestSchema = z.strictObject({});

/** POST /web-api/customer-password-change: the current password proves the person at the keyboard. */
export const passwordChangeRequestSchema = z.strictObject({
  currentPassword: z.string().min(1, 'Required').max(formLimits.passwordMax, `At most ${formLimits.passwordMax} characters`),
  newPassword: passwordSchema,
});
export type PasswordChangeRequest = z.infer<typeof passwordChangeRequestSchema>;

/** GET /web-api/customer-account: the logged-in customer's own account data (customer-data carries no address). */
export const accountResponseSchema = z.object({
  payload: z.object({
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    number: z.number().int(),
    /** False for accounts made through Google sign-in only: they have no password to change. */
    hasPassword: z.boolean(),
  }),
});
export type Account = z.infer<typeof accountResponseSchema>['payload'];
