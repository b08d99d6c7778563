import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { kartenliebe } from '@shop/config/channels/kartenliebe';
import { wallart } from '@shop/config/channels/wallart';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BlockLoggerProvider } from './block-logger.tsx';
import { bloksOf, createFixtureContext } from './block-fixtures.ts';
import { Teaser, type TeaserBlok } from './teaser.tsx';

afterEach(cleanup);

const [hero, wallPicture] = [
  bloksOf<TeaserBlok>('Teaser').find((blok) => blok.preset === 'hero') as TeaserBlok,
  bloksOf<TeaserBlok>('Teaser').find((blok) => blok.preset === 'wall-picture') as TeaserBlok,
];

describe('Teaser', () => {
  it('renders the hero with h1, eager picture and its call to action', () => {
    render(<Teaser blok={hero} context={createFixtureContext({ settings: kartenliebe })} priority />);
    expect(screen.getByRole('heading', { level: 1, name: 'Ideen und Angebote' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Ideen und Angebote' })).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getByRole('img', { name: 'Ideen und Angebote' })).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img', { name: 'Ideen und Angebote' })).toHaveAttribute('elementtiming', 'first-picture');
    expect(screen.getByRole('link', { name: 'Jetzt gestalten' })).toHaveAttribute('href', '/fotokalender');
  });

  it('loads the first hero eagerly on every channel, from a srcset by width sized to the slot (issue 16)', () => {
    render(<Teaser blok={hero} context={createFixtureContext({ settings: wallart })} priority />);
    expect(screen.getByRole('heading', { level: 1, name: 'Ideen und Angebote' })).toBeInTheDocument();
    const image = screen.getByRole('img', { name: 'Ideen und Angebote' });
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).toHaveAttribute('sizes', '(min-width: 1440px) 1440px, 100vw');
    const widths = (image.getAttribute('srcset') ?? '').split(', ').map((entry) => entry.split(' ')[1]);
    expect(widths).toEqual(['640w', '828w', '1080w', '1440w', '1920w']);
  });

  it('gives the first picture without the h1 when asked (the start page, whose h1 is the channel hero)', () => {
    render(<Teaser blok={hero} context={createFixtureContext({ settings: kartenliebe })} eagerImage />);
    expect(screen.getByRole('heading', { level: 2, name: 'Ideen und Angebote' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Ideen und Angebote' })).toHaveAttribute('fetchpriority', 'high');
  });

  it('loads a first wall-picture teaser lazily where the channel wants a lazy first image (wallart)', () => {
    const { container, unmount } = render(<Teaser blok={wallPicture} context={createFixtureContext({ settings: wallart })} priority />);
    expect(container.querySelector('img')).toHaveAttribute('loading', 'lazy');
    expect(container.querySelector('img')).not.toHaveAttribute('fetchpriority');
    expect(container.querySelector('img')).not.toHaveAttribute('elementtiming');
    unmount();
    const eager = render(<Teaser blok={wallPicture} context={createFixtureContext({ settings: kartenliebe })} priority />);
    expect(eager.container.querySelector('img')).toHaveAttribute('loading', 'eager');
  });

  it('logs teaser-hero-image-failed-to-load and keeps the grey placeholder when the picture fails', () => {
    const logger = { error: vi.fn(), warn: vi.fn() };
    const { container } = render(
      <BlockLoggerProvider logger={logger}>
        <Teaser blok={hero} context={createFixtureContext()} />
      </BlockLoggerProvider>,
    );
    fireEvent.error(screen.getByRole('img'));
    expect(logger.error).toHaveBeenCalledWith('teaser-hero-image-failed-to-load', {
      src: expect.stringContaining('/images/wallart/hero-start.jpg?w=1440&h=600'),
    });
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('.teaser__image--failed')).not.toBeNull();
  });

  it('logs teaser-hero-video-failed-to-load when the video fails', () => {
    const logger = { error: vi.fn(), warn: vi.fn() };
    const { container } = render(
      <BlockLoggerProvider logger={logger}>
        <Teaser
          blok={{ ...hero, video: { filename: '/images/shared/hero.mp4' } }}
          context={createFixtureContext()}
        />
      </BlockLoggerProvider>,
    );
    fireEvent.error(container.querySelector('video') as HTMLVideoElement);
    expect(logger.error).toHaveBeenCalledWith('teaser-hero-video-failed-to-load', {
      src: '/images/shared/hero.mp4',
    });
  });

  it('renders the wall-picture teaser at the spec preset 600×450', () => {
    render(<Teaser blok={wallPicture} context={createFixtureContext()} />);
    const image = screen.getByRole('img', { name: 'Unsere Qualität' });
    expect(image).toHaveAttribute('width', '600');
    expect(image).toHaveAttribute('height', '450');
    expect(screen.getByRole('heading', { level: 2, name: 'Unsere Qualität' })).toBeInTheDocument();
  });
});
