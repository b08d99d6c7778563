import path from 'node:path';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requestId } from 'hono/request-id';
import { cors } from 'hono/cors';
import { secureHeaders } from 'hono/secure-headers';
import { createContentRoutes } from './content/routes.ts';
import type { Db } from './db/client.ts';
import { shopApiVersion, type Env } from './env.ts';
import { resolveShopContext, type AppEnv, type Clock, type Deps } from './http/context.ts';
import { ApiError, isDatabaseUnavailable, sendError } from './http/errors.ts';
import { createOriginCheck } from './http/origin.ts';
import { createCartRoutes } from './routes/cart.ts';
import { createCatalogueRoutes } from './routes/catalogue.ts';
import { createContactRoutes } from './routes/contact.ts';
import { createCustomerRoutes } from './routes/customer.ts';
import { createSignupRoutes } from './routes/signup.ts';
import { createFrontendDataRoutes } from './routes/frontend-data.ts';
import { createLocalizationRoutes } from './routes/localization.ts';
import { createNewsletterRoutes } from './routes/newsletter.ts';
import { createPriceRoutes } from './routes/prices.ts';
import { createShippingRoutes } from './routes/shipping.ts';
import { createToolboxRoutes } from './routes/toolbox.ts';
import { createWishlistRoutes } from './routes/wishlist.ts';
import { UPLOAD_LIMIT_BYTES } from '@shop/contract/toolbox';
import { createMailer, type Mailer } from './services/mailer.ts';
import { backgroundDelay, createBackgroundTasks, type BackgroundTasks } from './services/background.ts';
import { createFormLimits, databaseLimiters, type FormLimits } from './services/limits.ts';
import { createLoginThrottle, type LoginThrottle } from './services/throttle.ts';
import { createLogger, type Logger } from './services/logger.ts';
import { createShopRevalidator } from './services/revalidate-shops.ts';

export interface CreateAppOptions {
  db: Db;
  env: Env;
  clock?: Clock;
  mailer?: Mailer;
  throttle?: LoginThrottle;
  formLimits?: FormLimits;
  background?: BackgroundTasks;
  /** Defaults to JSON lines on stdout at `env.LOG_LEVEL` (server.ts passes the process logger, pretty in development). */
  logger?: Logger;
}

const jsonLimitBytes = 64 * 1024;
/** Toolbox uploads and profile pictures carry files. */
const uploadLimitBytes = UPLOAD_LIMIT_BYTES;
const uploadPaths = /^\/web-api\/(toolbox-|customer-picture)/;

/** Builds the shop API; `main.ts` serves it, tests start it on a random port over a fresh database. */
export function createApp(options: CreateAppOptions): Hono<AppEnv> {
  const logger = options.logger ?? createLogger({ level: options.env.LOG_LEVEL });
  const deps: Deps = {
    db: options.db,
    env: options.env,
    clock: options.clock ?? { now: () => new Date() },
    mailer:
      options.mailer ??
      createMailer({ smtpUrl: options.env.SMTP_URL, outboxDir: path.join(options.env.DATA_DIR, 'outbox') }),
    throttle: options.throttle ?? createLoginThrottle(databaseLimiters(options.db)),
    formLimits: options.formLimits ?? createFormLimits(databaseLimiters(options.db)),
    background:
      options.background ??
      createBackgroundTasks(
        (name, error) =>
          logger.error({ event: 'background-task-failed', name, message: error instanceof Error ? error.message : String(error) }),
        backgroundDelay,
      ),
    logger,
  };
  const isAllowedOrigin = createOriginCheck(options.env.ALLOWED_ORIGINS);
  const app = new Hono<AppEnv>();

  app.onError((error, c) => {
    if (error instanceof ApiError) return sendError(c, error);
    if (isDatabaseUnavailable(error)) {
      return sendError(
        c,
        new ApiError({
          status: 503,
          code: 'database_unavailable',
          message: 'The shop is briefly unavailable, retry shortly',
          retryAfterSeconds: 5,
        }),
      );
    }
    c.get('log').error({
      event: 'unhandled-error',
      path: c.req.path,
      message: error instanceof Error ? error.message : String(error),
    });
    return c.json({ error: { code: 'internal_error', message: 'Something went wrong on our side' } }, 500);
  });
  app.notFound((c) =>
    sendError(
      c,
      new ApiError({
        status: 404,
        code: 'not_found',
        message: `Route not found: ${c.req.method} ${c.req.path}`,
      }),
    ),
  );

  // A request id for every request: the caller's X-Request-Id when it sends a sane one (the shops pass the browser's
  // on), else a new UUID; echoed in the answer and on every log line of the request.
  app.use(requestId({ limitLength: 128 }));
  app.use(async (c, next) => {
    const log = logger.child({ requestId: c.get('requestId') });
    c.set('log', log);
    const started = performance.now();
    try {
      await next();
    } finally {
      // The access log: the path without its query (tokens and ids travel there), never headers, cookies or bodies.
      log.info({
        event: 'request',
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        durationMs: Math.round((performance.now() - started) * 10) / 10,
      });
    }
  });
  app.use(secureHeaders({ crossOriginResourcePolicy: 'cross-origin' }));
  // The shops call the API from the browser with the session cookie: only allowed origins get credentialed CORS.
  app.use(
    cors({
      origin: (origin) => (isAllowedOrigin(origin) ? origin : null),
      credentials: true,
      allowMethods: ['GET', 'POST', 'DELETE', 'OPTIONS'],
      allowHeaders: ['Content-Type', 'X-Channel', 'X-Locale', 'X-Request-Id'],
      exposeHeaders: ['Retry-After', 'X-Request-Id'],
      maxAge: 600,
    }),
  );
  app.use(async (_c, next) => {
    // postgres-js retries forever against a server that accepts and drops connections; never let a request hang.
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(
        () =>
          reject(
            new ApiError({
              status: 503,
              code: 'timeout',
              message: 'The shop is briefly unavailable, retry shortly',
              retryAfterSeconds: 5,
            }),
          ),
        options.env.REQUEST_TIMEOUT_MS,
      );
    });
    try {
      await Promise.race([next(), timeout]);
    } finally {
      clearTimeout(timer);
    }
  });
  app.use(async (c, next) => {
    c.set('deps', deps);
    const method = c.req.method;
    if (method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS') {
      // Browsers always send Origin on POST; a missing one is a non-browser client, which cannot ride a victim's cookie.
      const origin = c.req.header('origin');
      if (origin !== undefined && !isAllowedOrigin(origin)) {
        throw new ApiError({
          status: 403,
          code: 'origin_not_allowed',
          message: 'This origin may not send requests to the shop API',
          field: 'Origin',
        });
      }
    }
    c.set('shop', resolveShopContext(c.req.header('x-channel'), c.req.header('x-locale')));
    await next();
  });
  app.use(async (c, next) => {
    const limit = uploadPaths.test(c.req.path) ? uploadLimitBytes : jsonLimitBytes;
    return bodyLimit({
      maxSize: limit,
      onError: () => {
        throw new ApiError({
          status: 413,
          code: 'body_too_large',
          message: `The body exceeds ${limit} bytes`,
        });
      },
    })(c, next);
  });

  app.get('/health', async (c) => {
    const started = performance.now();
    await deps.db.execute('select 1');
    return c.json({ status: 'ok', database: 'up', latencyMs: Math.round(performance.now() - started), version: shopApiVersion });
  });

  app.route('/', createCustomerRoutes());
  app.route('/', createSignupRoutes());
  app.route('/', createPriceRoutes());
  app.route('/', createCatalogueRoutes());
  app.route('/', createShippingRoutes());
  app.route('/', createFrontendDataRoutes());
  app.route('/', createNewsletterRoutes());
  app.route('/', createLocalizationRoutes());
  app.route('/', createContactRoutes());
  app.route('/', createToolboxRoutes());
  app.route('/', createWishlistRoutes());
  // The cart prices its articles with the shop's own price routes, called in-process with the request's shop headers.
  app.route(
    '/',
    createCartRoutes(async (path, headers) => app.request(path, { headers })),
  );
  const revalidateShops = createShopRevalidator({
    urls: deps.env.SHOP_REVALIDATE_URLS ?? deps.env.PUBLIC_SHOP_URLS,
    secret: deps.env.REVALIDATE_SECRET,
    onResult: (result) => {
      if (!result.ok) logger.error({ event: 'shop-revalidation-failed', ...result });
    },
  });
  app.route(
    '/',
    createContentRoutes({
      contentDir: deps.env.CONTENT_DIR,
      previewToken: deps.env.CONTENT_PREVIEW_TOKEN,
      webhookSecret: deps.env.CONTENT_WEBHOOK_SECRET,
      allowedOrigins: deps.env.ALLOWED_ORIGINS,
      clock: () => deps.clock.now(),
      onPublish: ({ fullSlug }) => revalidateShops(fullSlug),
    }),
  );

  return app;
}
