'use client';
import { useText } from '@shop/i18n/react';
import type { HeaderData, HeaderLink } from '@shop/api-client/content/shell';
import { resolveImagePreset } from '@shop/domain/image/image-defaults';
import { dialogStore } from '../dialogs/dialog-store.ts';
import { selectCartArticles, selectFullName, useCustomerSession } from '../customer/customer-store.ts';
import { Icon } from '../lib/icons.tsx';
import { WishlistHeaderEntry } from '../wishlist/wishlist-header-entry.tsx';
import type { ReactNode } from 'react';

/** The header's data (GlobalHeader, links resolved), mapped by the api-client's `mapShell`. */
export type { HeaderData, HeaderLink } from '@shop/api-client/content/shell';

export interface HeaderProps {
  /** `web`: the shop's own header; `app`: inside the desktop app (back button and logo only). */
  layout: 'web' | 'app';
  platform: 'web' | 'desktop';
  data: HeaderData;
  channelName: string;
  /** Start page (web) or desktop start page (app). */
  homeHref: string;
  /** On the desktop start page the app layout has nowhere to go back to. */
  isDesktopStartPage?: boolean;
  /** The burger button, rendered by the app below the burger breakpoint. */
  burgerButton?: ReactNode;
}

/** The logo's box, the size the shop API cuts the picture to (api-client's shell mapper). */
const logoBox = resolveImagePreset('header-logo');

function Logo({ data, channelName, homeHref }: Pick<HeaderProps, 'data' | 'channelName' | 'homeHref'>) {
  const label = useText('header.logo');
  return (
    <a className="header__logo" href={homeHref} aria-label={`${channelName} – ${label}`}>
      {data.logo ? <img src={data.logo.src} alt="" width={logoBox.width} height={logoBox.height} /> : channelName}
    </a>
  );
}

function AccountEntry({ account }: { account: HeaderLink }) {
  const fullName = useCustomerSession(selectFullName);
  if (fullName) {
    return (
      <a className="header__entry header__entry--account" href={account.link}>
        <Icon name="account" />
        <span className="header__text">{fullName}</span>
      </a>
    );
  }
  // Logged out: no link, the entry opens the log-in dialog (spec point 2).
  return (
    <button
      type="button"
      className="header__entry header__entry--account"
      aria-haspopup="dialog"
      onClick={() => dialogStore.getState().open('login')}
    >
      <Icon name="account" />
      <span className="header__text">{account.text}</span>
    </button>
  );
}

function CartEntry({ cart, hideText }: { cart: HeaderLink; hideText: boolean }) {
  const count = useCustomerSession(selectCartArticles);
  const articles = useText('header.cartArticles');
  return (
    <a className="header__entry header__entry--cart" href={cart.link}>
      <Icon name="cart" />
      <span className={hideText ? 'visually-hidden' : 'header__text'}>{cart.text}</span>
      <span className="header__count" aria-hidden="true" data-count={count}>
        {count}
      </span>
      <span className="visually-hidden">{`(${count} ${articles})`}</span>
    </a>
  );
}

/** The shop header: web layout with magazine, service, account and cart; app layout with back button and logo. */
export function Header({
  layout,
  platform,
  data,
  channelName,
  homeHref,
  isDesktopStartPage = false,
  burgerButton,
}: HeaderProps) {
  const back = useText('header.back');
  const label = useText('header.label');
  const hotline = useText('header.hotline');
  if (layout === 'app') {
    return (
      <header className="header header--app" data-platform={platform}>
        {!isDesktopStartPage && (
          <button type="button" className="header__back" onClick={() => window.history.back()}>
            <Icon name="back" />
            <span>{back}</span>
          </button>
        )}
        <Logo data={data} channelName={channelName} homeHref={homeHref} />
      </header>
    );
  }
  // On desktop only the account entry keeps its text; the others show their icon (and keep an accessible name).
  const hideText = platform === 'desktop';
  const textClass = hideText ? 'visually-hidden' : 'header__text';
  return (
    <header className="header header--web" data-platform={platform}>
      {burgerButton}
      <Logo data={data} channelName={channelName} homeHref={homeHref} />
      <nav className="header__entries" aria-label={label}>
        <a className="header__entry header__entry--magazine" href={data.magazine.link}>
          <Icon name="magazine" />
          <span className={textClass}>{data.magazine.text}</span>
        </a>
        <span className="header__entry header__entry--service">
          <a className="header__service-link" href={data.service.link}>
            <Icon name="service" />
            <span className={textClass}>{data.service.text}</span>
          </a>
          <a className="header__hotline" href={data.serviceHotline.tel}>
            <Icon name="phone" />
            <span className="visually-hidden">{`${hotline}: `}</span>
            <span className={textClass}>{data.serviceHotline.display}</span>
          </a>
        </span>
        <AccountEntry account={data.account} />
        {data.wishlist && <WishlistHeaderEntry href={data.wishlist.link} text={data.wishlist.text} hideText={hideText} />}
        {/* Stays the last entry: header.css shows the entries once it has been read (no half-read header in a paint). */}
        <CartEntry cart={data.cart} hideText={hideText} />
      </nav>
    </header>
  );
}
