import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ContentImage } from './content-image.tsx';
import { IMAGE_PLACEHOLDER_COLOR } from './image-url.ts';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

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
    expect(image.getAttribute('style')).toContain('blur=3');
    // The 1x source is the src; the srcset names the others only (issue 16: one URL less per picture).
    expect(image.getAttribute('srcset')).not.toContain(' 1x');
    expect(image.getAttribute('src')).toContain('w=600&h=450');
  });

  it('puts the spec\'s placeholder grey behind every picture through the .content-image rule, not per picture', () => {
    render(<ContentImage asset={{ filename: '/images/a.jpg', alt: 'A' }} preset="tile" />);
    expect(screen.getByRole('img')).toHaveClass('content-image');
    expect(screen.getByRole('img').getAttribute('style')).not.toContain('background-color');
    const rule = /\.content-image \{([^}]*)\}/.exec(readFileSync(fileURLToPath(import.meta.resolve('../blocks/blocks.css')), 'utf8'))?.[1] ?? '';
    expect(rule.toLowerCase()).toContain(`background-color: ${IMAGE_PLACEHOLDER_COLOR.toLowerCase()};`);
    expect(rule).toContain('background-size: cover;');
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
