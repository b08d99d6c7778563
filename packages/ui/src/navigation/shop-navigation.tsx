import type { ShopEntry } from './navigation-types.ts';
import { Icon } from '../lib/icons.tsx';

export interface ShopNavigationProps {
  /** GlobalShops.shops, links and icons resolved. */
  shops: ShopEntry[];
  /** Accessible name of the list (`nav.shops`). */
  label: string;
}

/** A shop whose text contains "disney" gets the special icon (spec point 2). */
export function isDisneyShop(shop: Pick<ShopEntry, 'text'>): boolean {
  return shop.text.toLowerCase().includes('disney');
}

/** The list of shops with link, text, colour and icon. Server-renderable. */
export function ShopNavigation({ shops, label }: ShopNavigationProps) {
  return (
    <nav className="shop-navigation" aria-label={label}>
      <ul className="shop-navigation__list">
        {shops.map((shop) => {
          const disney = isDisneyShop(shop);
          return (
            <li
              key={`${shop.link}|${shop.text}`}
              className={disney ? 'shop-navigation__shop is-disney' : 'shop-navigation__shop'}
            >
              <a href={shop.link} style={shop.color ? { borderColor: shop.color.color } : undefined}>
                {disney ? (
                  <Icon name="star" className="shop-navigation__icon shop-navigation__icon--disney" />
                ) : shop.icon ? (
                  <img
                    className="shop-navigation__icon"
                    src={shop.icon.src}
                    alt=""
                    width="24"
                    height="24"
                    loading="lazy"
                  />
                ) : (
                  <Icon name="shop" className="shop-navigation__icon" />
                )}
                <span>{shop.text}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
