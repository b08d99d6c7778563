import type { z } from 'zod';
import {
  convertFileQuerySchema,
  convertPdfQuerySchema,
  optimizeImageQuerySchema,
  toolboxDownloadQuerySchema,
  toolboxResultSchema,
  type ToolboxResult,
} from '@shop/contract/toolbox';
import { shopRequest, type ShopClient, type ShopFile } from './request.ts';

/** An uploaded image: raw bytes and their image/* type. */
export interface ToolboxImage {
  data: Blob | ArrayBuffer | Uint8Array;
  contentType: string;
}
type Result = ToolboxResult['payload'];

// Uploads can be large and conversions slow: a minute instead of the default ten seconds.
const uploadTimeoutMs = 60_000;

/** POST /web-api/toolbox-optimize-image: resized and re-encoded, downloadable for an hour. */
export async function optimizeImage(
  client: ShopClient,
  image: ToolboxImage,
  query: z.input<typeof optimizeImageQuerySchema> = {},
): Promise<Result> {
  return (
    await shopRequest(client, {
      method: 'POST',
      path: '/web-api/toolbox-optimize-image',
      query,
      querySchema: optimizeImageQuerySchema,
      rawBody: image,
      timeoutMs: uploadTimeoutMs,
      response: toolboxResultSchema,
    })
  ).payload;
}

/** POST /web-api/toolbox-convert-file: the image in another format. */
export async function convertFile(
  client: ShopClient,
  image: ToolboxImage,
  query: z.input<typeof convertFileQuerySchema>,
): Promise<Result> {
  return (
    await shopRequest(client, {
      method: 'POST',
      path: '/web-api/toolbox-convert-file',
      query,
      querySchema: convertFileQuerySchema,
      rawBody: image,
      timeoutMs: uploadTimeoutMs,
      response: toolboxResultSchema,
    })
  ).payload;
}

/** POST /web-api/toolbox-convert-pdf: the image on one PDF page. */
export async function convertPdf(
  client: ShopClient,
  image: ToolboxImage,
  query: z.input<typeof convertPdfQuerySchema> = {},
): Promise<Result> {
  return (
    await shopRequest(client, {
      method: 'POST',
      path: '/web-api/toolbox-convert-pdf',
      query,
      querySchema: convertPdfQuerySchema,
      rawBody: image,
      timeoutMs: uploadTimeoutMs,
      response: toolboxResultSchema,
    })
  ).payload;
}

/** GET /web-api/toolbox-download?id=: a conversion result, once, within its hour. */
export function downloadToolboxFile(
  client: ShopClient,
  query: z.input<typeof toolboxDownloadQuerySchema>,
): Promise<ShopFile> {
  return shopRequest(client, {
    path: '/web-api/toolbox-download',
    query,
    querySchema: toolboxDownloadQuerySchema,
    timeoutMs: uploadTimeoutMs,
    response: 'binary',
  });
}
