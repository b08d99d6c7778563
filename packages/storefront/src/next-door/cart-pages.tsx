import { getCart, getOrder, getOrders, placeOrder, removeCartArticle } from '@shop/api-client/shop/cart';
import type { CartArticle, Order } from '@shop/contract/cart';
import { getCustomerData } from '@shop/api-client/shop/customer';
import { ShopApiError } from '@shop/api-client/shop/errors';
import type { ChannelSettings } from '@shop/config/channel-settings';
import { notFound, redirect } from 'next/navigation';
import type { RouteParams } from '../app/route-params.ts';
import type { AppEnv } from '../server/app-env.ts';
import { serverLogger } from '../data/server-logger.ts';
import { CartCountSync } from './cart-count-sync.tsx';
import { ArticleList } from './cart-view.tsx';
import { LoginPrompt } from './login-prompt.tsx';
import { readNextDoorContext, toSearchParams, type NextDoorPageProps, type SearchParams } from './page-context.ts';
import { createVisitorClient } from './visitor-client.ts';
import './next-door.css';

type Context = Awaited<ReturnType<typeof readNextDoorContext>>;

function articleText(context: Context) {
  return {
    name: (article: CartArticle) => (article.product ? context.productName(article.product) : context.intl.t('cart.accessory', { sku: article.sku ?? '' })),
    quantity: (quantity: number) => context.intl.t('cart.quantity', { quantity }),
    price: context.price,
  };
}

/** The cart stand-in (cart group): the visitor's or customer's articles with prices, remove one, on to checkout. */
export function createCartPage(settings: ChannelSettings, env: AppEnv) {
  return async function CartPage({ params, searchParams }: NextDoorPageProps) {
    const context = await readNextDoorContext(settings, params);
    const { intl, locale } = context;
    const query = await toSearchParams(searchParams);
    const scope = { shopApiUrl: env.shopApiUrl, channel: settings.id, locale };
    const cart = await getCart((await createVisitorClient(scope)).client);
    const cartHref = context.href('cart');

    async function remove(form: FormData): Promise<void> {
      'use server';
      const id = Number(form.get('id'));
      const visitor = await createVisitorClient(scope);
      // An article that is gone already (a second click) leaves the cart as it is.
      const removed = Number.isInteger(id) && id > 0 ? await removeCartArticle(visitor.client, id).then(() => true, () => false) : false;
      redirect(`${cartHref}${cartHref.includes('?') ? '&' : '?'}${removed ? 'removed=1' : 'failed=1'}`);
    }

    const text = articleText(context);
    return (
      <section className="next-door next-door--cart" data-testid="cart">
        <h1 className="block-headline">{intl.t('cart.title')}</h1>
        <CartCountSync count={cart.cartArticlesAmount} />
        {query.has('removed') && <p role="status">{intl.t('cart.removed')}</p>}
        {query.has('failed') && <p role="alert">{intl.t('cart.failed')}</p>}
        {cart.articles.length === 0 ? (
          <p data-testid="cart-empty">{intl.t('cart.empty')}</p>
        ) : (
          <>
            <ArticleList
              articles={cart.articles}
              currency={cart.currency}
              {...text}
              action={(article) => (
                <form action={remove}>
                  <input type="hidden" name="id" value={article.id} />
                  <button type="submit" className="next-door__button-link" aria-label={intl.t('cart.removeLabel', { product: text.name(article) })}>
                    {intl.t('cart.remove')}
                  </button>
                </form>
              )}
            />
            <p className="next-door__total" data-testid="cart-total">
              {intl.t('cart.total')}: {context.price(cart.totalCurrent, cart.currency)}
            </p>
          </>
        )}
        <p className="next-door__actions">
          {cart.articles.length > 0 && (
            <a className="block-button" href={context.href('checkout')} data-testid="to-checkout">
              {intl.t('cart.toCheckout')}
            </a>
          )}
          <a href={context.home}>{intl.t('cart.continue')}</a>
        </p>
      </section>
    );
  };
}

/** The checkout stand-in: the logged-in customer's cart placed as an order (no payment), then its confirmation. */
export function createCheckoutPage(settings: ChannelSettings, env: AppEnv) {
  return async function CheckoutPage({ params, searchParams }: NextDoorPageProps) {
    const context = await readNextDoorContext(settings, params);
    const { intl, locale } = context;
    const query = await toSearchParams(searchParams);
    const scope = { shopApiUrl: env.shopApiUrl, channel: settings.id, locale };
    const { client } = await createVisitorClient(scope);
    const [customer, cart] = await Promise.all([getCustomerData(client), getCart(client)]);
    const checkoutHref = context.href('checkout');
    // The confirmation is the order's own page; its id is known once placed (0 marks where it goes).
    const orderHref = context.href('orders', '/0', { placed: '1' });

    async function place(): Promise<void> {
      'use server';
      const visitor = await createVisitorClient(scope);
      let order: Order;
      try {
        order = await placeOrder(visitor.client);
      } catch (error) {
        serverLogger.error('checkout-failed', { reason: String(error) });
        redirect(`${checkoutHref}?failed=1`);
      }
      redirect(orderHref.replace(/\/0(?=[/?]|$)/, `/${order.id}`));
    }

    return (
      <section className="next-door next-door--checkout" data-testid="checkout">
        <h1 className="block-headline">{intl.t('checkout.title')}</h1>
        <CartCountSync count={cart.cartArticlesAmount} />
        {query.has('failed') && <p role="alert">{intl.t('checkout.failed')}</p>}
        {!customer.isLoggedIn ? (
          <>
            <p>{intl.t('checkout.loginFirst')}</p>
            <LoginPrompt label={intl.t('checkout.login')} />
          </>
        ) : cart.articles.length === 0 ? (
          <p data-testid="cart-empty">{intl.t('cart.empty')}</p>
        ) : (
          <>
            <p>{intl.t('checkout.intro')}</p>
            <ArticleList articles={cart.articles} currency={cart.currency} {...articleText(context)} />
            <p className="next-door__total" data-testid="cart-total">
              {intl.t('cart.total')}: {context.price(cart.totalCurrent, cart.currency)}
            </p>
            <form action={place}>
              <button type="submit" className="block-button" data-testid="place-order">
                {intl.t('checkout.place')}
              </button>
            </form>
          </>
        )}
        <p className="next-door__actions">
          <a href={context.href('cart')}>{intl.t('cart.title')}</a>
        </p>
      </section>
    );
  };
}

/** One order, in a list or on its own page: number, date, articles, total. */
function OrderView({ order, context, heading }: { order: Order; context: Context; heading: 'h1' | 'h2' }) {
  const { intl, locale } = context;
  const Heading = heading;
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(order.placedAt));
  return (
    <article className="next-door__order" data-testid="order" data-order={order.id}>
      <Heading className={heading === 'h1' ? 'block-headline' : undefined}>{intl.t('orders.order', { number: order.id })}</Heading>
      <p>{intl.t('orders.placedAt', { date })}</p>
      <ArticleList articles={order.articles} currency={order.currency} {...articleText(context)} />
      <p className="next-door__total">
        {intl.t('orders.total')}: {context.price(order.totalCurrent, order.currency)}
      </p>
    </article>
  );
}

/** The customer's orders, newest first, each linking to its own page. */
export function OrderList({ orders, context }: { orders: readonly Order[]; context: Context }) {
  if (orders.length === 0) return <p data-testid="orders-none">{context.intl.t('orders.none')}</p>;
  return (
    <ul className="next-door__articles" data-testid="orders">
      {orders.map((order) => (
        <li key={order.id} className="next-door__article" data-order={order.id}>
          <a href={context.href('orders', `/${order.id}`)}>{context.intl.t('orders.order', { number: order.id })}</a>
          <span>{new Intl.DateTimeFormat(context.locale, { dateStyle: 'medium' }).format(new Date(order.placedAt))}</span>
          <span>{context.price(order.totalCurrent, order.currency)}</span>
        </li>
      ))}
    </ul>
  );
}

type OrderRouteParams = RouteParams & { rest?: string[] };

/**
 * The orders stand-in: `/bestellungen` lists the customer's orders, `/bestellungen/{id}` shows one (with the thank-you
 * of the checkout when `placed` is in the query). Logged out, the log-in dialog opens.
 */
export function createOrdersPage(settings: ChannelSettings, env: AppEnv) {
  return async function OrdersPage({ params, searchParams }: { params: Promise<OrderRouteParams>; searchParams: SearchParams }) {
    const context = await readNextDoorContext(settings, params);
    const { intl, locale } = context;
    const { rest = [] } = await params;
    if (rest.length > 1 || (rest[0] !== undefined && !/^[1-9]\d{0,9}$/.test(rest[0]))) notFound();
    const query = await toSearchParams(searchParams);
    const { client } = await createVisitorClient({ shopApiUrl: env.shopApiUrl, channel: settings.id, locale });
    const customer = await getCustomerData(client);
    if (!customer.isLoggedIn) {
      return (
        <section className="next-door" data-testid="orders-login">
          <h1 className="block-headline">{intl.t('orders.title')}</h1>
          <p>{intl.t('myAccount.loggedOut')}</p>
          <LoginPrompt label={intl.t('myAccount.login')} />
        </section>
      );
    }
    if (rest[0] === undefined) {
      const orders = await getOrders(client);
      return (
        <section className="next-door" data-testid="orders-page">
          <h1 className="block-headline">{intl.t('orders.title')}</h1>
          <OrderList orders={orders} context={context} />
          <p className="next-door__actions">
            <a href={context.href('customer-account')}>{intl.t('myAccount.title')}</a>
          </p>
        </section>
      );
    }
    const order = await getOrder(client, Number(rest[0])).catch((error: unknown) => {
      if (error instanceof ShopApiError && error.status === 404) notFound();
      throw error;
    });
    return (
      <section className="next-door" data-testid="order-page">
        {/* Placed: the cart is empty now. */}
        {query.has('placed') && <CartCountSync count={0} />}
        {query.has('placed') && (
          <div role="status" data-testid="order-confirmation">
            <p className="block-headline">{intl.t('orders.confirmation.title')}</p>
            <p>{intl.t('orders.confirmation.text', { number: order.id })}</p>
          </div>
        )}
        <OrderView order={order} context={context} heading="h1" />
        <p className="next-door__actions">
          <a href={context.href('orders')}>{intl.t('orders.title')}</a>
          <a href={context.home}>{intl.t('cart.continue')}</a>
        </p>
      </section>
    );
  };
}
