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

  it('marks a filter tile current only on the page with its filter', () => {
    const tiles = ['/wandbilder/poster', '/wandbilder?format=300x200', '/wandbilder?format=600x400'].map((link) => ({ tileType: 'square' as const, label: link, link, image: { src: '/i.png', alt: '' } }));
    const subNavigations = [{ navigationType: 't', categories: [{ headline: 'Beliebte Formate', tiles }] }];
    const current = (currentPath: string) => {
      const { unmount } = render(<SubNavigation {...props} subNavigations={subNavigations} activeNavigationType="t" currentPath={currentPath} />);
      const links = screen.getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page').map((link) => link.textContent);
      unmount();
      return links;
    };
    expect(current('/wandbilder')).toEqual([]);
    expect(current('/wandbilder?format=600x400')).toEqual(['/wandbilder?format=600x400']);
    expect(current('/wandbilder/poster/')).toEqual(['/wandbilder/poster']);
  });

  it('renders from the packed categories the links and pictures the content names, in order', () => {
    const tiles = ['/wandbilder/poster', '/leinwanddruck', '/wandbilder?format=300x200'].map((link, index) => ({ tileType: 'circle' as const, label: `Tile ${index}`, link, image: index === 1 ? null : { src: `https://img.example/tiles/${index}.png`, alt: '' } }));
    render(<SubNavigation {...props} subNavigations={[{ navigationType: 't', categories: [{ headline: 'A', tiles: tiles.slice(0, 2) }, { headline: 'B', tiles: tiles.slice(2) }] }]} activeNavigationType="t" currentPath="/" />);
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/wandbilder/poster', '/leinwanddruck', '/wandbilder?format=300x200']);
    expect([...document.querySelectorAll('.sub-navigation img')].map((image) => image.getAttribute('src'))).toEqual(['https://img.example/tiles/0.png', 'https://img.example/tiles/2.png']);
    expect(document.querySelectorAll('.sub-navigation__placeholder')).toHaveLength(1);
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['A', 'B']);
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
