import { createHmac, timingSafeEqual } from 'node:crypto';
import { join } from 'node:path';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { createCdnApi } from './cdn-api.ts';
import { ContentStore } from './content-store.ts';
import { createImageProxy } from './image-proxy.ts';
import { createPageApi } from './page-api.ts';
import { ApiError, sendError } from '../http/errors.ts';
import { validate } from '../http/context.ts';

export interface ContentRoutesDeps {
  /** The content space folder (`content/` at the repository root). */
  contentDir: string;
  /** Token that unlocks draft content and releases (Storyblok's preview token). */
  previewToken: string;
  /** Tokens accepted for published content; any non-empty token when absent. */
  publicTokens?: readonly string[];
  clock?: () => Date;
  /** Origin put in front of asset paths (`http://localhost:4000`); the request's origin when absent. */
  assetBaseUrl?: string;
  /** Shared secret of the publish webhook (`webhook-signature`, HMAC-SHA1 of the body): calls without a match are 401. */
  webhookSecret: string;
  /** How often at most the content folder is checked for changed files (ms); 0 checks on every request. */
  reloadIntervalMs?: number;
  /** Origins allowed to POST to the transform route besides localhost and the channels' domains. */
  allowedOrigins?: readonly string[];
  onReloadError?: (error: Error) => void;
  /** Called after a verified publish webhook re-read the content: tells the shops to drop their cached pages. */
  onPublish?: (event: { fullSlug: string | undefined; action: string | undefined }) => Promise<unknown>;
}

const webhookBodySchema = z.looseObject({
  action: z
    .enum(['published', 'unpublished', 'deleted', 'moved', 'entry-upsert', 'release_merged'])
    .optional(),
  text: z.string().max(1000).optional(),
  space_id: z.number().int().optional(),
  story_id: z.number().int().optional(),
  full_slug: z.string().max(300).optional(),
});

function signatureMatches(secret: string, body: string, signature: string | undefined): boolean {
  if (!signature) return false;
  const expected = Buffer.from(createHmac('sha1', secret).update(body).digest('hex'));
  const given = Buffer.from(signature.trim());
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * The content space as Hono routes: Storyblok's Content Delivery API v2 (`/v2/cdn/*`), the publish webhook
 * (`/v2/webhooks/publish`), the backend page routes (`/frontend-api/mp/storyblok*`) and the image proxy (`/images/*`).
 */
export function createContentRoutes(deps: ContentRoutesDeps): Hono {
  const store = new ContentStore({
    contentDir: deps.contentDir,
    clock: deps.clock,
    reloadIntervalMs: deps.reloadIntervalMs,
    onReloadError: deps.onReloadError,
  });
  const access = { previewToken: deps.previewToken, publicTokens: deps.publicTokens };
  // Read the folder now, so the first request does not wait for it; a broken folder is reported on every request.
  store.get().catch((error: unknown) => deps.onReloadError?.(error as Error));
  const app = new Hono();

  app.post(
    '/v2/webhooks/publish',
    bodyLimit({
      maxSize: 64 * 1024,
      onError: (c) =>
        sendError(
          c,
          new ApiError({
            status: 413,
            code: 'body_too_large',
            message: 'Body too large',
            field: 'body',
          }),
        ),
    }),
    async (c) => {
      // Storyblok calls this server to server: a browser origin has no business here.
      if (c.req.header('origin')) {
        return sendError(
          c,
          new ApiError({
            status: 403,
            code: 'origin_not_allowed',
            message: 'Origin not allowed',
            field: 'Origin',
          }),
        );
      }
      const body = await c.req.text();
      if (!signatureMatches(deps.webhookSecret, body, c.req.header('webhook-signature'))) {
        return sendError(
          c,
          new ApiError({
            status: 401,
            code: 'invalid_signature',
            message: 'Invalid webhook signature',
            field: 'webhook-signature',
          }),
        );
      }
      let parsed: unknown = {};
      if (body.trim()) {
        try {
          parsed = JSON.parse(body);
        } catch {
          return sendError(
            c,
            new ApiError({
              status: 400,
              code: 'invalid_json',
              message: 'The body is not valid JSON',
              field: 'body',
            }),
          );
        }
      }
      let event: z.infer<typeof webhookBodySchema>;
      try {
        event = validate(webhookBodySchema, parsed, 'invalid_body');
      } catch (error) {
        return sendError(c, error as ApiError);
      }
      const snapshot = await store.bump();
      // Answered after the shops were told, so an editor's "published" means the pages show it.
      await deps.onPublish?.({ fullSlug: event.full_slug, action: event.action });
      return c.json({ cv: snapshot.cv }, 200, { 'Cache-Control': 'no-store' });
    },
  );
  app.route('/v2', createCdnApi({ store, access, assetBaseUrl: deps.assetBaseUrl }));
  app.route(
    '/frontend-api/mp/storyblok',
    createPageApi({ store, access, assetBaseUrl: deps.assetBaseUrl, allowedOrigins: deps.allowedOrigins }),
  );
  app.route('/images', createImageProxy({ assetsDir: join(deps.contentDir, 'assets') }));
  app.notFound((c) =>
    sendError(
      c,
      new ApiError({ status: 404, code: 'not_found', message: 'Not found' }),
    ),
  );
  return app;
}
