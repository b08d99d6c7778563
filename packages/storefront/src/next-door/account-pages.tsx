import { changePassword, getAccount, getOrders } from '@shop/api-client/shop/cart';
import { getCustomerData, logout } from '@shop/api-client/shop/customer';
import { ShopApiError, ShopRequestError } from '@shop/api-client/shop/errors';
import type { ChannelSettings } from '@shop/config/channel-settings';
import { redirect } from 'next/navigation';
import type { AppEnv } from '../server/app-env.ts';
import { OrderList } from './cart-pages.tsx';
import { LoginPrompt } from './login-prompt.tsx';
import { readNextDoorContext, toSearchParams, type NextDoorPageProps } from './page-context.ts';
import { applyShopApiCookies, createVisitorClient, type VisitorScope } from './visitor-client.ts';
import './next-door.css';
import { formLimits } from '@shop/contract/form-limits';

const passwordResults = ['changed', 'wrong', 'tooShort', 'weak', 'failed'] as const;
type PasswordResult = (typeof passwordResults)[number];

/** Log-out as a form post: the shop API ends the session, its cookie goes, the visitor lands on the start page. */
function createLogoutAction(scope: VisitorScope, home: string) {
  return async function logOut(): Promise<void> {
    'use server';
    const visitor = await createVisitorClient(scope);
    await logout(visitor.client);
    await applyShopApiCookies(visitor.setCookies);
    redirect(home);
  };
}

/**
 * The customer account stand-in: name, address, customer number, the orders, change password and log out, all
 * server-rendered forms. Logged out, it opens the log-in dialog (and shows the page once logged in).
 */
export function createAccountPage(settings: ChannelSettings, env: AppEnv) {
  return async function AccountPage({ params, searchParams }: NextDoorPageProps) {
    const context = await readNextDoorContext(settings, params);
    const { intl, locale } = context;
    const query = await toSearchParams(searchParams);
    const scope = { shopApiUrl: env.shopApiUrl, channel: settings.id, locale };
    const { client } = await createVisitorClient(scope);
    const customer = await getCustomerData(client);
    if (!customer.isLoggedIn) {
      return (
        <section className="next-door" data-testid="account-login">
          <h1 className="block-headline">{intl.t('myAccount.title')}</h1>
          <p>{intl.t('myAccount.loggedOut')}</p>
          <LoginPrompt label={intl.t('myAccount.login')} />
        </section>
      );
    }
    const [account, orders] = await Promise.all([getAccount(client), getOrders(client)]);
    const accountHref = context.href('customer-account');

    async function submitPassword(form: FormData): Promise<void> {
      'use server';
      const currentPassword = String(form.get('currentPassword') ?? '');
      const newPassword = String(form.get('newPassword') ?? '');
      const visitor = await createVisitorClient(scope);
      let result: PasswordResult = 'changed';
      try {
        await changePassword(visitor.client, { currentPassword, newPassword });
        await applyShopApiCookies(visitor.setCookies);
      } catch (error) {
        const field = error instanceof ShopRequestError ? Object.keys(error.fields)[0] : error instanceof ShopApiError ? error.field : undefined;
        // The shop API refuses a password that is too easy to guess (common, a pattern, the person's name) as weak_password.
        result = error instanceof ShopApiError && error.code === 'weak_password' ? 'weak' : field === 'newPassword' ? 'tooShort' : field === 'currentPassword' ? 'wrong' : 'failed';
      }
      redirect(`${accountHref}?password=${result}`);
    }

    const passwordResult = passwordResults.find((result) => result === query.get('password'));
    return (
      <section className="next-door next-door--account" data-testid="account">
        <h1 className="block-headline">{intl.t('myAccount.title')}</h1>
        <dl className="next-door__list" data-testid="account-data">
          <div>
            <dt>{intl.t('myAccount.name')}</dt>
            <dd>{`${account.firstName} ${account.lastName}`}</dd>
          </div>
          <div>
            <dt>{intl.t('myAccount.email')}</dt>
            <dd>{account.email}</dd>
          </div>
          <div>
            <dt>{intl.t('myAccount.number')}</dt>
            <dd>{account.number}</dd>
          </div>
        </dl>
        <h2>{intl.t('orders.title')}</h2>
        <OrderList orders={orders} context={context} />
        {account.hasPassword && (
          <>
            <h2 id="password">{intl.t('myAccount.password.title')}</h2>
            {passwordResult && (
              <p role={passwordResult === 'changed' ? 'status' : 'alert'} data-testid="password-result">
                {intl.t(passwordResult === 'weak' ? 'security.password.weak' : `myAccount.password.${passwordResult}`)}
              </p>
            )}
            <form action={submitPassword} className="next-door__form" aria-labelledby="password">
              <label>
                {intl.t('myAccount.password.current')}
                <input type="password" name="currentPassword" autoComplete="current-password" required maxLength={formLimits.passwordMax} />
              </label>
              <label>
                {intl.t('myAccount.password.new')}
                <input type="password" name="newPassword" autoComplete="new-password" required minLength={formLimits.passwordMin} maxLength={formLimits.passwordMax} />
              </label>
              <button type="submit" className="block-button">
                {intl.t('myAccount.password.submit')}
              </button>
            </form>
          </>
        )}
        <form action={createLogoutAction(scope, context.home)} className="next-door__actions">
          <button type="submit" className="block-button" data-testid="account-logout">
            {intl.t('myAccount.logout')}
          </button>
        </form>
      </section>
    );
  };
}

/** The log-out path of the account group: a page asking to confirm (a GET never logs anyone out). */
export function createLogoutPage(settings: ChannelSettings, env: AppEnv) {
  return async function LogoutPage({ params }: NextDoorPageProps) {
    const context = await readNextDoorContext(settings, params);
    const scope = { shopApiUrl: env.shopApiUrl, channel: settings.id, locale: context.locale };
    return (
      <section className="next-door" data-testid="logout">
        <h1 className="block-headline">{context.intl.t('myAccount.logout')}</h1>
        <p>{context.intl.t('myAccount.logout.intro')}</p>
        <form action={createLogoutAction(scope, context.home)} className="next-door__actions">
          <button type="submit" className="block-button">
            {context.intl.t('myAccount.logout')}
          </button>
          <a href={context.href('customer-account')}>{context.intl.t('myAccount.title')}</a>
        </form>
      </section>
    );
  };
}
