import { z } from 'zod';

/** Largest body the shop API takes on its file routes (toolbox and customer picture): 15 MiB. */
export const UPLOAD_LIMIT_BYTES = 15 * 1024 * 1024;
/**
 * Largest picture the toolbox takes (width × height): 16 MP is a 4000 × 4000 photo, enough for prints from a phone or
 * camera; a 7000 × 7000 PNG took 9 s to become AVIF and is now a 400 before any decoding.
 */
export const TOOLBOX_MAX_PIXELS = 16_000_000;

export const imageFormatSchema = z.enum(['jpeg', 'png', 'webp', 'avif']);

/** POST /web-api/toolbox-optimize-image?width=&height=&quality=&format= with the image as the raw body. */
export const optimizeImageQuerySchema = z.strictObject({
  width: z.coerce.number().int().min(1).max(8000).optional(),
  height: z.coerce.number().int().min(1).max(8000).optional(),
  quality: z.coerce.number().int().min(1).max(100).default(85),
  format: imageFormatSchema.default('webp'),
});

/** POST /web-api/toolbox-convert-file?format= with the image as the raw body. */
export const convertFileQuerySchema = z.strictObject({ format: imageFormatSchema });

/** POST /web-api/toolbox-convert-pdf?pageSize=&margin= with the image as the raw body: one page, image fitted. */
export const convertPdfQuerySchema = z.strictObject({
  pageSize: z.enum(['a3', 'a4', 'a5', 'letter', 'image']).default('a4'),
  orientation: z.enum(['auto', 'portrait', 'landscape']).default('auto'),
  marginMm: z.coerce.number().int().min(0).max(50).default(10),
});

export const toolboxDownloadQuerySchema = z.strictObject({
  id: z.string().regex(/^[a-f0-9]{32}$/, 'Invalid id'),
});

/** Answer of every toolbox conversion: fetch the file once from `downloadUrl` within an hour. */
export const toolboxResultSchema = z.object({
  payload: z.object({
    id: z.string(),
    downloadUrl: z.string(),
    fileName: z.string(),
    contentType: z.string(),
    bytes: z.number().int(),
    originalBytes: z.number().int(),
    width: z.number().int().optional(),
    height: z.number().int().optional(),
    pages: z.number().int().optional(),
    expiresAt: z.string(),
  }),
});
export type ToolboxResult = z.infer<typeof toolboxResultSchema>;
