import { z } from 'zod';

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
