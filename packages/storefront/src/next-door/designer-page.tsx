import { priceCartArticle, addCartArticle } from '@shop/api-client/shop/cart';
import type { CartArticleRequest } from '@shop/contract/cart';
import type { ChannelSettings } from '@shop/config/channel-settings';
import type { LaunchParams } from '@shop/domain/designer/launch-params';
import { readLaunchParams, type DesignerProduct, type LaunchProblem } from '@shop/domain/designer/read-launch-params';
import type { MessageId } from '@shop/i18n/messages';
import { redirect } from 'next/navigation';
import type { AppEnv } from '../server/app-env.ts';
import { serverLogger } from '../data/server-logger.ts';
import { buildDesignerArticle } from './designer-article.ts';
import { describeLaunchProblems } from './designer-launch.ts';
import { readNextDoorContext, toSearchParams, type NextDoorPageProps } from './page-context.ts';
import { applyShopApiCookies, createVisitorClient } from './visitor-client.ts';
import './next-door.css';

/** Labels of the designer's choices; other keys are shown as they are named. */
const optionLabels = new Set(['paper', 'format', 'formatType', 'materialType', 'frameType', 'calendarType', 'mounting', 'photobookType', 'pageCount', 'cover', 'refinementType', 'refinement', 'lamination', 'photoboxType', 'quantity', 'sample']);

/**
 * The designer stand-in of one configurator path (spec point 2): it reads the launch parameters of spec point 3 with
 * the domain's rules, shows the product, the choices and the price the shop API answers, and puts the article in the
 * cart (a server action: a plain form post without JavaScript). Unusable parameters and ids the shop API does not know
 * are named on a 400 page (the proxy sets the status with the same check, designer-launch.ts).
 */
export function createDesignerPage(settings: ChannelSettings, env: AppEnv, product: DesignerProduct) {
  return async function DesignerPage({ params, searchParams }: NextDoorPageProps) {
    const reading = readLaunchParams(product, await toSearchParams(searchParams));
    const context = await readNextDoorContext(settings, params, reading.params.locale);
    const { locale, intl } = context;
    const scope = { shopApiUrl: env.shopApiUrl, channel: settings.id, locale };
    const { client } = await createVisitorClient(scope);
    // A shop API that cannot answer leaves the designer without a product to show: it says so, it does not crash.
    const built = reading.ok
      ? await buildDesignerArticle(client, product, reading.params).catch((error: unknown) => {
          serverLogger.error('designer-load-failed', { product, reason: String(error) });
          return undefined;
        })
      : undefined;
    const problems: readonly LaunchProblem[] = !reading.ok ? reading.problems : built && !built.ok ? built.problems : [];
    const title = intl.t('designer.title', { product: context.productName(product) });

    if (reading.ok && !built) {
      return (
        <section className="next-door next-door--error" data-testid="designer-unavailable">
          <h1 className="block-headline">{title}</h1>
          <p role="status">{intl.t('designer.priceUnavailable')}</p>
          <a className="block-button" href={context.home}>
            {intl.t('designer.error.home')}
          </a>
        </section>
      );
    }
    if (problems.length > 0 || !built?.ok) {
      return (
        <section className="next-door next-door--error" data-testid="designer-error">
          <h1 className="block-headline">{intl.t('designer.error.title')}</h1>
          <ul className="next-door__problems">
            {describeLaunchProblems(problems, reading.params, intl).map((message, index) => (
              <li key={problems[index]?.param} data-param={problems[index]?.param} data-kind={problems[index]?.kind}>
                {message}
              </li>
            ))}
          </ul>
          <a className="block-button" href={context.home}>
            {intl.t('designer.error.home')}
          </a>
        </section>
      );
    }

    const article: CartArticleRequest = built.article;
    const price = await priceCartArticle(client, article).catch((error: unknown) => {
      serverLogger.error('designer-price-failed', { product, reason: String(error) });
      return undefined;
    });
    const cartHref = context.href('cart');

    async function addToCart(): Promise<void> {
      'use server';
      const visitor = await createVisitorClient(scope);
      await addCartArticle(visitor.client, article);
      await applyShopApiCookies(visitor.setCookies);
      redirect(cartHref);
    }

    return (
      <section className={`next-door next-door--designer next-door--${product}`} data-testid="designer">
        <h1 className="block-headline">{title}</h1>
        {built.designName && (
          <p className="next-door__design">
            {intl.t('designer.design')}: <strong>{built.designName}</strong>
          </p>
        )}
        <p>{intl.t('designer.intro')}</p>
        <h2>{intl.t('designer.selection')}</h2>
        <dl className="next-door__list" data-testid="designer-options">
          {Object.entries({ ...article.priceQuery, quantity: String(article.quantity) }).map(([name, value]) => (
            <div key={name}>
              <dt>{optionLabels.has(name) ? intl.t(`designer.option.${name}` as MessageId) : name}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <p className="next-door__price" data-testid="designer-price">
          {price ? (
            <>
              {intl.t('designer.price')}: <strong>{context.price(price.priceCurrent, price.currency)}</strong>
              {price.priceOriginal > price.priceCurrent && <s> {context.price(price.priceOriginal, price.currency)}</s>}
            </>
          ) : (
            <span role="status">{intl.t('designer.priceUnavailable')}</span>
          )}
        </p>
        {price && (
          <form action={addToCart}>
            <button type="submit" className="block-button" data-testid="add-to-cart">
              {intl.t('designer.addToCart')}
            </button>
          </form>
        )}
        <details className="next-door__params">
          <summary>{intl.t('designer.launchParams')}</summary>
          <LaunchParamList params={reading.params} />
        </details>
      </section>
    );
  };
}

function LaunchParamList({ params }: { params: LaunchParams }) {
  return (
    <dl className="next-door__list" data-testid="designer-params">
      {Object.entries(params).map(([name, value]) => (
        <div key={name} data-param={name}>
          <dt>
            <code>{name}</code>
          </dt>
          <dd>
            <code>{value}</code>
          </dd>
        </div>
      ))}
    </dl>
  );
}
