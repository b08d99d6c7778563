import { ShopApiError } from '@shop/api-client/shop/errors';
import { describe, expect, it } from 'vitest';
import { checkPictureFile, pictureErrorOf, pictureLimits } from './picture-upload.ts';

describe('customer picture checks', () => {
  it('names the shop API limits: 15 MB per upload, 16 megapixels', () => {
    expect(pictureLimits).toEqual({ megabytes: 15, megapixels: 16 });
  });

  it('takes JPEG, PNG and WebP up to 15 MiB and refuses other types, bigger and empty files before sending', () => {
    expect(checkPictureFile({ type: 'image/jpeg', size: 2_000_000 })).toBeNull();
    expect(checkPictureFile({ type: 'image/PNG', size: 1 })).toBeNull();
    expect(checkPictureFile({ type: 'image/webp', size: 15 * 1024 * 1024 })).toBeNull();
    expect(checkPictureFile({ type: 'image/webp', size: 15 * 1024 * 1024 + 1 })).toBe('size');
    expect(checkPictureFile({ type: 'application/pdf', size: 1000 })).toBe('type');
    expect(checkPictureFile({ type: 'image/gif', size: 1000 })).toBe('type');
    expect(checkPictureFile({ type: '', size: 1000 })).toBe('type');
    expect(checkPictureFile({ type: 'image/jpeg', size: 0 })).toBe('unreadable');
  });

  it('reads the shop API answer: wrong type, too many pixels, too large, unreadable, anything else', () => {
    const answer = (status: number, code: string) => new ShopApiError({ status, code, message: code });
    expect(pictureErrorOf(answer(415, 'unsupported_media_type'))).toBe('type');
    expect(pictureErrorOf(answer(413, 'image_too_large'))).toBe('pixels');
    expect(pictureErrorOf(answer(413, 'body_too_large'))).toBe('size');
    expect(pictureErrorOf(answer(400, 'invalid_image'))).toBe('unreadable');
    expect(pictureErrorOf(answer(400, 'empty_body'))).toBe('unreadable');
    expect(pictureErrorOf(answer(503, 'busy'))).toBe('generic');
    expect(pictureErrorOf(new TypeError('Failed to fetch'))).toBe('generic');
  });
});
