'use client';
import { BURGER_BREAKPOINT } from '@shop/domain/layout/breakpoints';
import { useText } from '@shop/i18n/react';
import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import { Icon } from '../lib/icons.tsx';
import { trapTab } from '../lib/focus-trap.ts';
import { makeRestInert } from '../lib/inert-rest.ts';
import { lockPageScroll } from '../lib/scroll-lock.ts';
import { minWidthQuery, useMediaQuery } from '../lib/use-media-query.ts';
import { BURGER_NAVIGATION_ID, burgerStore, useBurger } from './burger-store.ts';
import { isCurrentPath, type BurgerData, type BurgerItem } from './navigation-types.ts';
import { ShopNavigation } from './shop-navigation.tsx';

export interface BurgerNavigationProps {
  /** GlobalBurger with footer and shops resolved. */
  data: BurgerData;
  /** Current content path: its entry is marked current. */
  currentPath?: string;
}

function ItemLink({ item, currentPath }: { item: BurgerItem; currentPath?: string }) {
  return (
    <a
      className="burger__link"
      href={item.url}
      aria-current={currentPath && isCurrentPath(item.url, currentPath) ? 'page' : undefined}
    >
      {item.text}
    </a>
  );
}

function Accordion({
  item,
  index,
  open,
  currentPath,
}: {
  item: BurgerItem;
  index: number;
  open: boolean;
  currentPath?: string;
}) {
  const panelId = useId();
  return (
    <li className="burger__accordion">
      <button
        type="button"
        className="burger__entry"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => burgerStore.getState().toggleAccordion(index)}
      >
        <span>{item.text}</span>
        <Icon name={open ? 'minus' : 'plus'} />
      </button>
      <ul id={panelId} className="burger__tertiary" hidden={!open}>
        {(item.subItems ?? []).map((sub) => (
          <li key={`${sub.url}|${sub.text}`}>
            <ItemLink item={sub} currentPath={currentPath} />
          </li>
        ))}
      </ul>
    </li>
  );
}

/**
 * The burger navigation: primary list, secondary menu per entry with sub-items, tertiary accordions; page scroll
 * locked while open, closes itself from 1000 px on, restores the primary scroll position when coming back.
 */
export function BurgerNavigation({ data, currentPath }: BurgerNavigationProps) {
  const { level, activeItem, openAccordion, primaryScrollTop } = useBurger((state) => state);
  const wide = useMediaQuery(minWidthQuery(BURGER_BREAKPOINT));
  const primaryList = useRef<HTMLDivElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const isOpen = level !== 'closed';
  const texts = {
    label: useText('nav.burgerLabel'),
    close: useText('nav.burgerClose'),
    back: useText('nav.back'),
    showAll: useText('nav.showAll'),
    hotline: useText('nav.hotline'),
    shops: useText('nav.shops'),
    extraMenu: useText('nav.extraMenu'),
    footer: useText('nav.footer'),
  };

  useEffect(() => {
    if (!isOpen) return;
    const unlock = lockPageScroll();
    // Modal to assistive technology too: everything outside the burger is inert (not focusable, not in the tree).
    const restore = root.current ? makeRestInert(root.current) : () => undefined;
    const previousFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') burgerStore.getState().close();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      restore();
      unlock();
      previousFocus?.focus();
    };
  }, [isOpen]);

  useEffect(() => {
    if (wide && isOpen) burgerStore.getState().close();
  }, [wide, isOpen]);

  useLayoutEffect(() => {
    if (level === 'primary' && primaryList.current) primaryList.current.scrollTop = primaryScrollTop;
  }, [level, primaryScrollTop]);

  if (!isOpen) return null;
  const secondary = activeItem === null ? undefined : data.mainNavigationItems[activeItem];

  return (
    // Tab stays inside the open burger, as in a dialog.
    <div
      ref={root}
      className="burger"
      id={BURGER_NAVIGATION_ID}
      role="dialog"
      aria-modal="true"
      aria-label={texts.label}
      data-level={level}
      onKeyDown={(event) => trapTab(event, event.currentTarget)}
    >
      <button
        type="button"
        className="burger__backdrop"
        tabIndex={-1}
        aria-hidden="true"
        onClick={() => burgerStore.getState().close()}
      />
      <nav className="burger__panel" aria-label={texts.label}>
        <div className="burger__bar">
          {secondary && (
            <button
              type="button"
              className="burger__back"
              onClick={() => burgerStore.getState().backToPrimary()}
            >
              <Icon name="back" />
              <span>{texts.back}</span>
            </button>
          )}
          <button
            type="button"
            ref={closeButton}
            className="burger__close"
            aria-label={texts.close}
            onClick={() => burgerStore.getState().close()}
          >
            <Icon name="close" />
          </button>
        </div>
        {secondary ? (
          <div className="burger__level burger__level--secondary">
            <h2 className="burger__heading">{secondary.text}</h2>
            <a className="burger__link burger__link--all" href={secondary.url}>
              {texts.showAll}
            </a>
            <ul className="burger__list">
              {(secondary.subItems ?? []).map((item, index) =>
                item.hasSubItems && item.subItems?.length ? (
                  <Accordion
                    key={`${item.url}|${item.text}`}
                    item={item}
                    index={index}
                    open={openAccordion === index}
                    currentPath={currentPath}
                  />
                ) : (
                  <li key={`${item.url}|${item.text}`}>
                    <ItemLink item={item} currentPath={currentPath} />
                  </li>
                ),
              )}
            </ul>
          </div>
        ) : (
          <div
            className="burger__level burger__level--primary"
            ref={primaryList}
            data-testid="burger-primary"
          >
            <ul className="burger__list">
              {data.mainNavigationItems.map((item, index) => (
                <li key={`${item.url}|${item.text}`}>
                  {item.hasSubItems && item.subItems?.length ? (
                    <button
                      type="button"
                      className="burger__entry"
                      onClick={() =>
                        burgerStore.getState().showSecondary(index, primaryList.current?.scrollTop ?? 0)
                      }
                    >
                      <span>{item.text}</span>
                      <Icon name="chevronRight" />
                    </button>
                  ) : (
                    <ItemLink item={item} currentPath={currentPath} />
                  )}
                </li>
              ))}
            </ul>
            <ul className="burger__list burger__list--extra" aria-label={texts.extraMenu}>
              {data.extraMenu.map((item) => (
                <li key={`${item.url}|${item.text}`}>
                  <ItemLink item={item} currentPath={currentPath} />
                </li>
              ))}
            </ul>
            <ShopNavigation shops={data.shops} label={texts.shops} />
            <div className="burger__service">
              <a className="burger__hotline" href={data.serviceHotline.tel}>
                <Icon name="phone" />
                <span>{`${texts.hotline}: ${data.serviceHotline.display}`}</span>
              </a>
              {data.serviceText && <p className="burger__service-text">{data.serviceText}</p>}
            </div>
            <ul className="burger__list burger__list--footer" aria-label={texts.footer}>
              {data.footer.map((link) => (
                <li key={`${link.link}|${link.text}`}>
                  <a className="burger__footer-link" href={link.link}>
                    {link.text}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
      </nav>
    </div>
  );
}
