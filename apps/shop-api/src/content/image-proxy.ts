import { createHash } from 'node:crypto';
import { readFile, realpath, stat } from 'node:fs/promises';
import { extname, join, sep } from 'node:path';
import { Hono } from 'hono';
import sharp from 'sharp';
import { z } from 'zod';
import {
  IMAGE_PROXY_BLURS,
  IMAGE_PROXY_DEFAULTS,
  IMAGE_PROXY_QUALITIES,
  IMAGE_PROXY_SIZES,
} from '@shop/domain/image/image-defaults';
import { imageWork } from '../services/work-queues.ts';
import { ApiError, sendError } from '../http/errors.ts';
import { readQuery } from '../http/context.ts';

/** Largest edge the proxy renders (after the density factor): bigger asks are refused, not silently shrunk. */
export const MAX_IMAGE_EDGE = 4000;
/** Spec point 9: default quality 85. */
export const DEFAULT_QUALITY = IMAGE_PROXY_DEFAULTS.quality;

/** One of a fixed set (like next/image's sizes): every other value is a 400 listing the allowed ones. */
const oneOf = (allowed: readonly number[]) =>
  z
    .string()
    .regex(/^[0-9]{1,5}$/, 'must be an integer')
    .transform(Number)
    .refine((value) => allowed.includes(value), `must be one of ${allowed.join(', ')}`);

export const imageQuerySchema = z
  .strictObject({
    w: oneOf(IMAGE_PROXY_SIZES).optional(),
    h: oneOf(IMAGE_PROXY_SIZES).optional(),
    fit: z.enum(['cover', 'contain', 'inside', 'outside', 'fill']).default(IMAGE_PROXY_DEFAULTS.fit),
    format: z.enum(['webp', 'png', 'jpeg', 'jpg', 'auto']).default('auto'),
    q: oneOf(IMAGE_PROXY_QUALITIES).default(DEFAULT_QUALITY),
    dpr: z.enum(['1', '1.5', '2', '3']).transform(Number).default(1),
    blur: oneOf(IMAGE_PROXY_BLURS).default(0),
    rotate: z.enum(['0', '90', '180', '270']).transform(Number).default(0),
  })
  .superRefine((query, ctx) => {
    for (const edge of ['w', 'h'] as const) {
      const value = query[edge];
      if (value !== undefined && value * query.dpr > MAX_IMAGE_EDGE) {
        ctx.addIssue({
          code: 'custom',
          path: [edge],
          message: `${edge} × dpr must not exceed ${MAX_IMAGE_EDGE}`,
        });
      }
    }
  });
export type ImageQuery = z.infer<typeof imageQuerySchema>;

const ASSET_PATH = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_-]*)*\.(png|jpe?g|webp)$/;
type OutputFormat = 'webp' | 'png' | 'jpeg';

const CONTENT_TYPES: Record<OutputFormat, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpeg: 'image/jpeg',
};

function chooseFormat(asked: ImageQuery['format'], accept: string, sourceExt: string): OutputFormat {
  if (asked === 'jpg' || asked === 'jpeg') return 'jpeg';
  if (asked === 'webp' || asked === 'png') return asked;
  if (/image\/webp/.test(accept)) return 'webp';
  return sourceExt === '.png' ? 'png' : 'jpeg';
}

interface CacheEntry {
  body: Uint8Array;
  type: string;
  etag: string;
}

export interface ImageProxyOptions {
  assetsDir: string;
  /** Rendered variants kept in memory (least recently used go first). */
  cacheEntries?: number;
}

/** `GET /images/<asset path>?w=&h=&fit=&format=&q=&dpr=&blur=&rotate=`: the content assets resized and re-encoded with sharp. */
export function createImageProxy(options: ImageProxyOptions): Hono {
  const app = new Hono();
  const cache = new Map<string, CacheEntry>();
  const maxEntries = options.cacheEntries ?? 200;
  let assetsRoot: string | undefined;

  app.onError((error, c) => {
    if (error instanceof ApiError) return sendError(c, error);
    throw error;
  });

  app.get('/*', async (c) => {
    const assetPath = c.req.path.replace(/^.*?\/images\//, '');
    if (!ASSET_PATH.test(assetPath) || assetPath.includes('..')) {
      throw new ApiError({
        status: 400,
        code: 'invalid_asset_path',
        message: 'Asset paths are lowercase folders and a png, jpg or webp file',
        field: 'path',
      });
    }
    const query = readQuery(c, imageQuerySchema, 'invalid_query');
    assetsRoot ??= await realpath(options.assetsDir);
    const file = join(assetsRoot, ...assetPath.split('/'));
    let info;
    try {
      info = await stat(file);
    } catch {
      info = undefined;
    }
    if (!info?.isFile() || !(await realpath(file)).startsWith(assetsRoot + sep)) {
      throw new ApiError({
        status: 404,
        code: 'asset_not_found',
        message: `No asset ${assetPath}`,
        field: 'path',
      });
    }
    const format = chooseFormat(query.format, c.req.header('accept') ?? '', extname(file));
    const key = JSON.stringify([assetPath, info.mtimeMs, info.size, query, format]);
    let entry = cache.get(key);
    if (!entry) {
      const source = await readFile(file);
      entry = await imageWork.run(() => render(source, query, format));
      cache.set(key, entry);
      if (cache.size > maxEntries) cache.delete(cache.keys().next().value as string);
    } else {
      cache.delete(key);
      cache.set(key, entry);
    }
    const headers: Record<string, string> = {
      'Content-Type': entry.type,
      'Cache-Control': 'public, max-age=31536000, immutable',
      ETag: entry.etag,
    };
    if (query.format === 'auto') headers.Vary = 'Accept';
    const ifNoneMatch = c.req.header('if-none-match');
    if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === entry.etag)) {
      return c.body(null, 304, headers);
    }
    return c.body(entry.body as Uint8Array<ArrayBuffer>, 200, headers);
  });

  return app;
}

async function render(source: Buffer, query: ImageQuery, format: OutputFormat): Promise<CacheEntry> {
  let pipeline = sharp(source, { failOn: 'error' });
  if (query.rotate) pipeline = pipeline.rotate(query.rotate);
  const width = query.w === undefined ? undefined : Math.round(query.w * query.dpr);
  const height = query.h === undefined ? undefined : Math.round(query.h * query.dpr);
  if (width !== undefined || height !== undefined) {
    pipeline = pipeline.resize({ width, height, fit: query.fit, withoutEnlargement: false });
  }
  // Spec point 9 uses blur 3 for placeholders: 0–100 maps onto sharp's sigma 0.3–50.
  if (query.blur > 0) pipeline = pipeline.blur(Math.max(0.3, query.blur / 2));
  if (format === 'webp') pipeline = pipeline.webp({ quality: query.q });
  else if (format === 'jpeg') pipeline = pipeline.jpeg({ quality: query.q, mozjpeg: true });
  else pipeline = pipeline.png({ compressionLevel: 9, quality: query.q, palette: query.q < 100 });
  const body = new Uint8Array(await pipeline.toBuffer());
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  return { body, type: CONTENT_TYPES[format], etag };
}
