import { ImageConfigError } from '@shop/domain/image/image-defaults';
import { describe, expect, it } from 'vitest';
import {
  buildImageUrl,
  buildPlaceholderUrl,
  buildResponsiveImage,
  contentImageLoader,
  isSafeImageSrc,
  resolvePreset,
} from './image-url.ts';

const api = 'http://localhost:4000/images/shared/wall-picture-teaser.jpg';

describe('buildImageUrl', () => {
  it.each([
    [{ src: api, width: 600, height: 450 }, `${api}?w=600&h=450&format=webp`],
    [{ src: api, width: 600, height: 450, dpr: 2 }, `${api}?w=600&h=450&format=webp&dpr=2`],
    // Fit and quality are named only where they differ from the proxy's defaults (cover, 85).
    [{ src: api, width: 600, fit: 'contain' as const, quality: 85 }, `${api}?w=600&fit=contain&format=webp`],
    [
      { src: '/images/tiles/a.jpg', width: 320, format: 'jpeg' as const, quality: 70 },
      '/images/tiles/a.jpg?w=320&format=jpeg&q=70',
    ],
    // Outside the proxy: nothing to resize, the URL stays as it is.
    [{ src: 'https://cdn.example.com/a.jpg', width: 100 }, 'https://cdn.example.com/a.jpg'],
    [{ src: 'javascript:alert(1)', width: 100 }, ''],
    [{ src: 'data:image/png;base64,AAAA', width: 100 }, ''],
    [{ src: '//evil.example/images/a.jpg', width: 100 }, ''],
  ])('%j → %s', (options, expected) => {
    expect(buildImageUrl(options)).toBe(expected);
  });
});

describe('buildResponsiveImage (spec point 9)', () => {
  it('gives the wall-picture teaser 600×450 at densities 1 and 2, quality 85, webp, in bucket s', () => {
    const image = buildResponsiveImage({ src: api, preset: 'wall-picture' });
    expect(image).toEqual({
      src: `${api}?w=600&h=450&format=webp`,
      srcSet: `${api}?w=600&h=450&format=webp 1x, ${api}?w=600&h=450&format=webp&dpr=2 2x`,
      width: 600,
      height: 450,
      sizeBucket: 's',
      placeholder: `${api}?w=10&h=10&format=webp&q=50&blur=3`,
    });
  });

  it.each([
    ['hero', 'm'],
    ['tile', 'xs'],
    ['avatar', 'xxs'],
  ])('preset %s is in size bucket %s', (preset, bucket) => {
    expect(buildResponsiveImage({ src: api, preset }).sizeBucket).toBe(bucket);
  });

  it('throws for an unknown preset and for empty densities', () => {
    expect(() => resolvePreset('poster-xxl')).toThrow(ImageConfigError);
    expect(() => buildResponsiveImage({ src: api, preset: 'poster-xxl' })).toThrow(
      expect.objectContaining({ code: 'unknown-image-preset' }),
    );
    expect(() => buildResponsiveImage({ src: api, preset: 'hero', densities: [] })).toThrow(
      expect.objectContaining({ code: 'empty-densities' }),
    );
  });
});

describe('placeholder and loader', () => {
  it('builds the 10×10 blur-3 quality-50 placeholder only for proxy images', () => {
    expect(buildPlaceholderUrl('/images/a.jpg')).toBe(
      '/images/a.jpg?w=10&h=10&format=webp&q=50&blur=3',
    );
    expect(buildPlaceholderUrl('https://cdn.example.com/a.jpg')).toBe('');
  });

  it('works as a next/image loader: width and quality in, proxy URL out', () => {
    expect(contentImageLoader({ src: '/images/a.jpg', width: 828 })).toBe(
      '/images/a.jpg?w=828&fit=inside&format=webp',
    );
    expect(contentImageLoader({ src: '/images/a.jpg', width: 1080, quality: 60 })).toBe(
      '/images/a.jpg?w=1080&fit=inside&format=webp&q=60',
    );
  });

  it.each([
    ['/images/a.jpg', true],
    ['https://shop.example/a.jpg', true],
    ['JaVaScRiPt:alert(1)', false],
    ['', false],
    [42, false],
  ])('isSafeImageSrc(%j) is %s', (src, expected) => {
    expect(isSafeImageSrc(src)).toBe(expected);
  });
});
