import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ContentImage } from './content-image.tsx';

afterEach(cleanup);

describe('ContentImage', () => {
  it('renders the proxy srcset, the size and the grey placeholder behind the picture', () => {
    render(
      <ContentImage
        asset={{ filename: '/images/shared/wall-picture-teaser.jpg', alt: 'Unsere Qualität' }}
        preset="wall-picture"
      />,
    );
    const image = screen.getByRole('img', { name: 'Unsere Qualität' });
    expect(image).toHaveAttribute('width', '600');
    expect(image).toHaveAttribute('height', '450');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image.getAttribute('srcset')).toContain('dpr=2 2x');
    expect(image.getAttribute('style')).toContain('background-color: #EFEFEF');
    expect(image.getAttribute('style')).toContain('blur=3');
  });

  it('loads the first picture eagerly with high priority', () => {
    render(<ContentImage asset={{ filename: '/images/a.jpg', alt: 'Hero' }} preset="hero" priority />);
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'eager');
  });

  it('renders only the grey box for an unsafe or missing source', () => {
    const { container } = render(
      <>
        <ContentImage asset={{ filename: 'javascript:alert(1)', alt: 'x' }} preset="tile" />
        <ContentImage asset={null} preset="tile" />
      </>,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelectorAll('.content-image--empty')).toHaveLength(2);
  });
});
