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
        {/* Index keys, few class names, the text without a wrapper: a server-rendered list that never re-orders, and every
            byte of it is in each page's flight data as well (issue 16). */}
        {shops.map((shop, index) => {
          const disney = isDisneyShop(shop);
          return (
            // Absent props, not `undefined` ones: an undefined prop is still a `"className":"$undefined"` in the flight data.
            <li key={index} {...(disney ? { className: 'is-disney' } : {})}>
              <a href={shop.link} {...(shop.color ? { style: { borderColor: shop.color.color } } : {})}>
                {disney ? (
                  <Icon name="star" className="shop-navigation__icon shop-navigation__icon--disney" />
                ) : shop.icon ? (
                  <img
                    src={shop.icon.src}
                    alt=""
                    width="24"
                    height="24"
                    loading="lazy"
                  />
                ) : (
                  <Icon name="shop" className="shop-navigation__icon" />
                )}
                {shop.text}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
