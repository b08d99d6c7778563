'use client';
import { useText } from '@shop/i18n/react';
import { Icon } from '../lib/icons.tsx';
import { BURGER_NAVIGATION_ID, burgerStore, useBurger } from './burger-store.ts';

/** Opens the burger navigation; the header shows it below the burger breakpoint. */
export function BurgerButton() {
  const label = useText('nav.burgerOpen');
  const isOpen = useBurger((state) => state.level !== 'closed');
  return (
    <button
      type="button"
      className="burger-button"
      aria-label={label}
      aria-expanded={isOpen}
      aria-controls={BURGER_NAVIGATION_ID}
      onClick={() => burgerStore.getState().open()}
    >
      <Icon name="burger" />
    </button>
  );
}
