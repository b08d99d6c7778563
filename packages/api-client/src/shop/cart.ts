import {
  accountResponseSchema,
  cartArticlePriceResponseSchema,
  cartArticleRequestSchema,
  cartResponseSchema,
  checkoutRequestSchema,
  orderResponseSchema,
  ordersResponseSchema,
  passwordChangeRequestSchema,
  type Account,
  type Cart,
  type CartArticlePrice,
  type CartArticleRequest,
  type Order,
  type PasswordChangeRequest,
} from '@shop/contract/cart';
import { messageResponseSchema } from '@shop/contract/customer';
import { shopRequest, type ShopClient } from './request.ts';

// Cart, checkout and orders belong to the customer or visitor of the session cookie: every call carries it.

/** GET /web-api/cart: the open cart of this shop (empty when there is none). */
export async function getCart(client: ShopClient): Promise<Cart> {
  return (await shopRequest(client, { path: '/web-api/cart', credentials: true, response: cartResponseSchema })).payload;
}

/** POST /web-api/cart-articles: the shop API prices the article with the product's price route and answers the cart. */
export async function addCartArticle(client: ShopClient, article: CartArticleRequest): Promise<Cart> {
  const { payload } = await shopRequest(client, {
    method: 'POST',
    path: '/web-api/cart-articles',
    body: article,
    bodySchema: cartArticleRequestSchema,
    credentials: true,
    response: cartResponseSchema,
  });
  return payload;
}

/** POST /web-api/cart-articles/price: the price the cart would keep for this article, nothing stored. */
export async function priceCartArticle(client: ShopClient, article: CartArticleRequest): Promise<CartArticlePrice> {
  const { payload } = await shopRequest(client, {
    method: 'POST',
    path: '/web-api/cart-articles/price',
    body: article,
    bodySchema: cartArticleRequestSchema,
    response: cartArticlePriceResponseSchema,
  });
  return payload;
}

/** DELETE /web-api/cart-articles/{id}: answers the cart without it. */
export async function removeCartArticle(client: ShopClient, id: number): Promise<Cart> {
  const { payload } = await shopRequest(client, {
    method: 'DELETE',
    path: `/web-api/cart-articles/${encodeURIComponent(String(id))}`,
    credentials: true,
    response: cartResponseSchema,
  });
  return payload;
}

/** POST /web-api/checkout: places the logged-in customer's cart as an order (no payment in the stand-in). */
export async function placeOrder(client: ShopClient): Promise<Order> {
  const { payload } = await shopRequest(client, {
    method: 'POST',
    path: '/web-api/checkout',
    body: {},
    bodySchema: checkoutRequestSchema,
    credentials: true,
    response: orderResponseSchema,
  });
  return payload;
}

/** GET /web-api/orders: the customer's placed orders in this channel, newest first. */
export async function getOrders(client: ShopClient): Promise<Order[]> {
  return (await shopRequest(client, { path: '/web-api/orders', credentials: true, response: ordersResponseSchema })).payload.orders;
}

/** GET /web-api/orders/{id}: one of the customer's orders. */
export async function getOrder(client: ShopClient, id: number): Promise<Order> {
  const { payload } = await shopRequest(client, {
    path: `/web-api/orders/${encodeURIComponent(String(id))}`,
    credentials: true,
    response: orderResponseSchema,
  });
  return payload;
}

/** POST /web-api/customer-password-change: a 400 names `currentPassword` or `newPassword`. */
export async function changePassword(client: ShopClient, form: PasswordChangeRequest): Promise<string> {
  const { message } = await shopRequest(client, {
    method: 'POST',
    path: '/web-api/customer-password-change',
    body: form,
    bodySchema: passwordChangeRequestSchema,
    credentials: true,
    response: messageResponseSchema,
  });
  return message;
}

/** GET /web-api/customer-account: name, address and number of the logged-in customer (401 when logged out). */
export async function getAccount(client: ShopClient): Promise<Account> {
  return (await shopRequest(client, { path: '/web-api/customer-account', credentials: true, response: accountResponseSchema })).payload;
}
