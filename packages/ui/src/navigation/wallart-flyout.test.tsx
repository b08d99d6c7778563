import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WallArtFlyout } from './wallart-flyout.tsx';

const layout = {
  groups: [
    {
      id: 'bestsellers',
      title: 'Bestseller',
      items: [{ title: 'Poster', link: '/wandbilder/poster' }],
    },
    {
      id: 'premium',
      title: 'Premium',
      label: 'Premium-Qualität',
      items: [{ title: 'Echtglas', link: '/wandbilder/echtglas' }],
    },
  ],
  specialEntry: {
    title: 'Wandbilder-Materialien im Vergleich',
    link: '/wandbilder-materialien-im-vergleich',
    typeOverride: 'special',
  },
};

describe('WallArtFlyout', () => {
  it('renders the groups with the premium label, the current entry and the special entry block', () => {
    render(<WallArtFlyout layout={layout} specialHeading="Entdecken" currentPath="/wandbilder/poster" />);
    expect(screen.getByRole('region', { name: 'Premium' })).toHaveTextContent('Premium-Qualität');
    expect(screen.getByRole('link', { name: 'Poster' })).toHaveAttribute('aria-current', 'page');
    const special = screen.getByRole('region', { name: 'Entdecken' });
    expect(within(special).getByRole('link')).toHaveAttribute('href', '/wandbilder-materialien-im-vergleich');
  });

  it('has no special block without a special entry', () => {
    render(<WallArtFlyout layout={{ ...layout, specialEntry: null }} specialHeading="Entdecken" />);
    expect(screen.queryByRole('region', { name: 'Entdecken' })).toBeNull();
  });
});
