import { randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import { Hono } from 'hono';
import { PDFDocument, PageSizes } from 'pdf-lib';
import sharp from 'sharp';

type Sharp = ReturnType<typeof sharp>;
type Metadata = Awaited<ReturnType<Sharp['metadata']>>;
interface OutputInfo {
  width: number;
  height: number;
}
import {
  convertFileQuerySchema,
  convertPdfQuerySchema,
  optimizeImageQuerySchema,
  toolboxDownloadQuerySchema,
  TOOLBOX_MAX_PIXELS,
  type ToolboxResult,
} from '@shop/contract/toolbox';
import { toolboxFiles } from '../db/schema.ts';
import { readQuery, type AppContext, type AppEnv } from '../http/context.ts';
import { ApiError, notFound } from '../http/errors.ts';
import { imageWork } from '../services/work-queues.ts';

const resultLifetimeMs = 60 * 60 * 1000;
// The limit lives in the contract: the shops' upload dialog checks the same figure before sending.
export { TOOLBOX_MAX_PIXELS };
const maxInputPixels = TOOLBOX_MAX_PIXELS;
const mmToPt = 72 / 25.4;
const contentTypes = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
} as const;

/** The uploaded image: raw body with an image content type, decodable by sharp. */
async function readImage(c: AppContext): Promise<{ input: Buffer; metadata: Metadata }> {
  const type = c.req.header('content-type') ?? '';
  if (!/^image\/[a-z0-9.+-]+$/i.test(type))
    throw new ApiError({
      status: 415,
      code: 'unsupported_media_type',
      message: 'Send the image as the raw body with an image/* content type',
      field: 'body',
    });
  const input = Buffer.from(await c.req.arrayBuffer());
  if (input.length === 0)
    throw new ApiError({ status: 400, code: 'empty_body', message: 'The body is empty', field: 'body' });
  let metadata: Metadata;
  try {
    // The header alone: sharp reads the size without decoding the pixels.
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    metadata = {} as Metadata;
  }
  if (metadata.width && metadata.height && metadata.width * metadata.height > maxInputPixels)
    throw new ApiError({
      status: 413,
      code: 'image_too_large',
      message: `The image has ${metadata.width} × ${metadata.height} pixels; the toolbox takes at most ${maxInputPixels / 1_000_000} megapixels`,
      field: 'body',
    });
  if (!metadata.width || !metadata.height)
    throw new ApiError({
      status: 400,
      code: 'invalid_image',
      message: 'The file is not a readable image',
      field: 'body',
    });
  return { input, metadata };
}

async function encode(
  pipeline: Sharp,
  format: keyof typeof contentTypes,
  quality: number,
): Promise<{ data: Buffer; info: OutputInfo }> {
  try {
    const encoded =
      format === 'jpeg'
        ? pipeline.jpeg({ quality, mozjpeg: true })
        : format === 'png'
          ? pipeline.png({ compressionLevel: 9, palette: quality < 100 })
          : format === 'webp'
            ? pipeline.webp({ quality })
            : pipeline.avif({ quality });
    return await imageWork.run(() => encoded.toBuffer({ resolveWithObject: true }));
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError({
      status: 400,
      code: 'invalid_image',
      message: 'The image could not be processed',
      field: 'body',
    });
  }
}

async function store(
  c: AppContext,
  file: { fileName: string; contentType: string; data: Buffer },
  extra: Omit<
    ToolboxResult['payload'],
    'id' | 'downloadUrl' | 'fileName' | 'contentType' | 'bytes' | 'expiresAt'
  >,
) {
  const { db, clock } = c.get('deps');
  const now = clock.now();
  // Expired results are dropped on the next write: the table never grows beyond an hour of conversions.
  await db.delete(toolboxFiles).where(lt(toolboxFiles.expiresAt, now));
  const id = randomBytes(16).toString('hex');
  const expiresAt = new Date(now.getTime() + resultLifetimeMs);
  await db.insert(toolboxFiles).values({ id, ...file, expiresAt });
  const payload: ToolboxResult['payload'] = {
    id,
    downloadUrl: `/web-api/toolbox-download?id=${id}`,
    fileName: file.fileName,
    contentType: file.contentType,
    bytes: file.data.length,
    expiresAt: expiresAt.toISOString(),
    ...extra,
  };
  return c.json({ payload }, 201);
}

/** Image and PDF tools: optimise, convert, image to PDF, and the one-hour download of each result. */
export function createToolboxRoutes() {
  const app = new Hono<AppEnv>();

  app.post('/web-api/toolbox-optimize-image', async (c) => {
    const query = readQuery(c, optimizeImageQuerySchema);
    const { input } = await readImage(c);
    const pipeline = sharp(input, { limitInputPixels: maxInputPixels }).rotate();
    if (query.width || query.height)
      pipeline.resize({ width: query.width, height: query.height, fit: 'inside', withoutEnlargement: true });
    const { data, info } = await encode(pipeline, query.format, query.quality);
    return store(
      c,
      {
        fileName: `optimized.${query.format === 'jpeg' ? 'jpg' : query.format}`,
        contentType: contentTypes[query.format],
        data,
      },
      { originalBytes: input.length, width: info.width, height: info.height },
    );
  });

  app.post('/web-api/toolbox-convert-file', async (c) => {
    const query = readQuery(c, convertFileQuerySchema);
    const { input } = await readImage(c);
    const { data, info } = await encode(
      sharp(input, { limitInputPixels: maxInputPixels }).rotate(),
      query.format,
      90,
    );
    return store(
      c,
      {
        fileName: `converted.${query.format === 'jpeg' ? 'jpg' : query.format}`,
        contentType: contentTypes[query.format],
        data,
      },
      { originalBytes: input.length, width: info.width, height: info.height },
    );
  });

  app.post('/web-api/toolbox-convert-pdf', async (c) => {
    const query = readQuery(c, convertPdfQuerySchema);
    const { input } = await readImage(c);
    // PNG keeps transparency and line art; photos go in as JPEG to keep the PDF small.
    const hasAlpha = (await sharp(input).metadata()).hasAlpha === true;
    const { data: embedded, info } = hasAlpha
      ? await encode(sharp(input).rotate(), 'png', 100)
      : await encode(sharp(input).rotate(), 'jpeg', 90);
    const pdf = await PDFDocument.create();
    pdf.setTitle('Converted image');
    pdf.setProducer('shop-api toolbox');
    const image = hasAlpha ? await pdf.embedPng(embedded) : await pdf.embedJpg(embedded);
    const margin = query.marginMm * mmToPt;
    let [pageWidth, pageHeight] =
      query.pageSize === 'image'
        ? [info.width * 0.75 + 2 * margin, info.height * 0.75 + 2 * margin]
        : { a3: PageSizes.A3, a4: PageSizes.A4, a5: PageSizes.A5, letter: PageSizes.Letter }[query.pageSize];
    const landscape =
      query.orientation === 'landscape' || (query.orientation === 'auto' && info.width > info.height);
    if (query.pageSize !== 'image' && landscape) [pageWidth, pageHeight] = [pageHeight, pageWidth];
    const page = pdf.addPage([pageWidth, pageHeight]);
    const scale = Math.min((pageWidth - 2 * margin) / image.width, (pageHeight - 2 * margin) / image.height);
    const width = image.width * scale;
    const height = image.height * scale;
    page.drawImage(image, { x: (pageWidth - width) / 2, y: (pageHeight - height) / 2, width, height });
    const data = Buffer.from(await pdf.save());
    return store(
      c,
      { fileName: 'converted.pdf', contentType: 'application/pdf', data },
      { originalBytes: input.length, pages: 1, width: Math.round(pageWidth), height: Math.round(pageHeight) },
    );
  });

  app.get('/web-api/toolbox-download', async (c) => {
    const query = readQuery(c, toolboxDownloadQuerySchema);
    const { db, clock } = c.get('deps');
    const [file] = await db
      .select()
      .from(toolboxFiles)
      .where(and(eq(toolboxFiles.id, query.id), gt(toolboxFiles.expiresAt, clock.now())));
    if (!file) throw notFound('unknown_file', 'This file does not exist or has expired', 'id');
    c.header('Content-Type', file.contentType);
    c.header('Content-Disposition', `attachment; filename="${file.fileName}"`);
    c.header('Cache-Control', 'private, no-store');
    return c.body(new Uint8Array(file.data));
  });

  return app;
}
