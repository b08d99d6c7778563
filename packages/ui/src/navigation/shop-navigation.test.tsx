import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { shops } from '../lib/fixtures.ts';
import { isDisneyShop, ShopNavigation } from './shop-navigation.tsx';

describe('ShopNavigation', () => {
  it('lists the shops with link, text and colour; the Disney shop gets the special icon', () => {
    render(<ShopNavigation shops={shops} label="Unsere Shops" />);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Hochzeitsshop',
      'Babyshop',
      'Disney Shop',
      'Geschäftskunden',
    ]);
    expect(links[0]).toHaveStyle({ borderColor: '#c9787f' });
    expect(document.querySelectorAll('.shop-navigation__icon--disney')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Disney Shop' }).closest('li')).toHaveClass('is-disney');
  });

  it.each([
    ['Disney Shop', true],
    ['DISNEY-Welt', true],
    ['Mein disneyshop', true],
    ['Babyshop', false],
  ])('%s → %s', (text, expected) => {
    expect(isDisneyShop({ text })).toBe(expected);
  });
});
