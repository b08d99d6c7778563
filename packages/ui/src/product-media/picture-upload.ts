import { TOOLBOX_MAX_PIXELS, UPLOAD_LIMIT_BYTES } from '@shop/contract/toolbox';

/** What the customer-picture dialog accepts: the photo types the shop API's picture routes take. */
export const ACCEPTED_PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** The reasons an upload fails, each with its own text (`productMedia.picture.error.<reason>`). */
export type PictureError = 'type' | 'size' | 'pixels' | 'unreadable' | 'generic';

/** The server's limits in the units the texts name: 15 MB, 16 megapixels. */
export const pictureLimits = {
  megabytes: Math.round(UPLOAD_LIMIT_BYTES / (1024 * 1024)),
  megapixels: Math.round(TOOLBOX_MAX_PIXELS / 1_000_000),
} as const;

/**
 * Checks a chosen file before sending it: a type the routes do not take or a body over the API's upload limit is
 * refused here, without a request. The pixel limit needs the decoded header: the shop API answers it (413).
 */
export function checkPictureFile(file: { type: string; size: number }): PictureError | null {
  if (!(ACCEPTED_PICTURE_TYPES as readonly string[]).includes(file.type.toLowerCase())) return 'type';
  if (file.size > UPLOAD_LIMIT_BYTES) return 'size';
  if (file.size === 0) return 'unreadable';
  return null;
}

/** The reason behind a failed toolbox call, from the api-client's error (its `code`, else its status). */
export function pictureErrorOf(error: unknown): PictureError {
  const source = typeof error === 'object' && error !== null ? (error as { code?: unknown; status?: unknown }) : {};
  switch (source.code) {
    case 'unsupported_media_type':
      return 'type';
    case 'body_too_large':
      return 'size';
    case 'image_too_large':
      return 'pixels';
    case 'invalid_image':
    case 'empty_body':
      return 'unreadable';
  }
  if (source.status === 415) return 'type';
  if (source.status === 413) return 'size';
  return 'generic';
}
