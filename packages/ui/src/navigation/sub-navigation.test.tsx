import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { subNavigations } from '../lib/fixtures.ts';
import { SubNavigation, showsSubNavigation } from './sub-navigation.tsx';

const props = { subNavigations, label: 'Unterkategorien' };

describe('SubNavigation', () => {
  it('shows the headings and tiles of the active navigation type, the current tile active', () => {
    render(<SubNavigation {...props} activeNavigationType="wallart" currentPath="/wandbilder/acrylglas/" />);
    const nav = screen.getByRole('navigation', { name: 'Unterkategorien' });
    expect(within(nav).getByRole('heading', { name: 'Materialien' })).toBeInTheDocument();
    const current = within(nav).getByRole('link', { current: 'page' });
    expect(current).toHaveTextContent('Acrylglas');
    // The current tile is marked by its link alone; the list names its tiles' shape once.
    expect(current.closest('li')).not.toHaveAttribute('class');
    expect(current.closest('ul')?.className).toMatch(/^sub-navigation__tiles sub-navigation__tiles--(circle|square|square-image)$/);
    expect(within(nav).getAllByRole('link').filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);
  });

  it('names the shape on each tile of a list with mixed shapes', () => {
    const tiles = (['circle', 'square'] as const).map((tileType) => ({ tileType, label: tileType, link: `/${tileType}`, image: { src: '/i.png', alt: '' } }));
    render(<SubNavigation {...props} subNavigations={[{ navigationType: 't', categories: [{ headline: 'H', tiles }] }]} activeNavigationType="t" currentPath="/" />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.className)).toEqual(['sub-navigation__tile--circle', 'sub-navigation__tile--square']);
    expect(items[0]?.closest('ul')).toHaveClass('sub-navigation__tiles', { exact: true });
  });

  it.each([
    ['circle', 76, 76],
    ['square', 73, 110],
    ['square-image', 110, 110],
  ] as const)('sizes a %s tile %d×%d', (tileType, width, height) => {
    render(
      <SubNavigation
        {...props}
        subNavigations={[
          {
            navigationType: 't',
            categories: [
              {
                headline: 'H',
                tiles: [{ tileType, label: 'L', link: '/l', image: { src: '/i.png', alt: '' } }],
              },
            ],
          },
        ]}
        activeNavigationType="t"
        currentPath="/"
      />,
    );
    const image = document.querySelector('img');
    expect(image).toHaveAttribute('width', String(width));
    expect(image).toHaveAttribute('height', String(height));
  });

  it('renders nothing without a sub-navigation for the type', () => {
    const { container } = render(
      <SubNavigation {...props} activeNavigationType="calendar" currentPath="/fotokalender" />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it.each([
    ['/feed-collage', false, false],
    ['/feed-calendar/', false, false],
    ['/feed-card', false, false],
    ['/feed-card', true, true],
    ['/wandbilder', false, true],
  ])('on %s with always-show %s shows: %s', (path, always, expected) => {
    expect(showsSubNavigation(path, always)).toBe(expected);
  });

  it('stays on a feed page when the content sets it to always show', () => {
    render(<SubNavigation {...props} activeNavigationType="collage" currentPath="/feed-collage" />);
    expect(screen.getByRole('navigation')).toBeInTheDocument();
    render(<SubNavigation {...props} activeNavigationType="wallart" currentPath="/feed-collage" />);
    expect(screen.getAllByRole('navigation')).toHaveLength(1);
  });

  it('hides on a feed page under a language prefix: the rule reads the content path, tiles the public path', () => {
    const { container } = render(
      <SubNavigation
        {...props}
        activeNavigationType="wallart"
        currentPath="/fr/feed-card"
        contentPath="/feed-card"
      />,
    );
    expect(container).toBeEmptyDOMElement();
    render(
      <SubNavigation
        {...props}
        activeNavigationType="wallart"
        currentPath="/fr/wandbilder/acrylglas"
        contentPath="/wandbilder/acrylglas"
      />,
    );
    expect(screen.queryByRole('link', { current: 'page' })).toBeNull();
  });
});
