import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { channelIds, channels } from '@shop/config/channels';
import proxyaddr from 'proxy-addr';
import { z } from 'zod';
import { defaultTrustedProxies, parseTrustedProxies } from './http/client-ip.ts';
import { logLevels } from './services/logger.ts';
import { parseShopBaseUrls } from './services/shop-links.ts';

/**
 * The nearest folder above this module with a package.json: apps/shop-api in the workspace (src/env.ts), the shipped
 * folder itself when `npm run ship` bundled everything into its server.js. Migrations and the data folder live there.
 */
function findAppRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`shop-api: no package.json above ${from}`);
  }
}

const appRoot = findAppRoot(path.dirname(fileURLToPath(import.meta.url)));
/** The shipped folder carries its content space beside server.js; in the workspace it is the repository's content/. */
const defaultContentDir = existsSync(path.join(appRoot, 'content'))
  ? path.join(appRoot, 'content')
  : path.resolve(appRoot, '../../content');

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'on', 'off'])
  .transform((value) => value === 'true' || value === '1' || value === 'on');

/** Values that only make sense on a developer's machine: refused with NODE_ENV=production. */
export const localDefaults = {
  CONTENT_PREVIEW_TOKEN: 'local-preview-token',
  RECAPTCHA_SECRET: 'local-recaptcha-secret',
  CONTENT_WEBHOOK_SECRET: 'local-webhook-secret',
  REVALIDATE_SECRET: 'local-revalidate-secret',
} as const;

/** OWASP's scrypt cost, N = 2^17: the least the shop API accepts in production. */
export const PRODUCTION_PASSWORD_HASH_LOG_N = 17;

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** log2 of scrypt's N for new password hashes; lower only to keep test runs fast (refused in production). */
  PASSWORD_HASH_LOG_N: z.coerce.number().int().min(10).max(20).default(PRODUCTION_PASSWORD_HASH_LOG_N),
  API_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  /** Unset: an embedded PGlite database on disk under DATA_DIR. */
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().min(1).default(path.join(appRoot, '.data')),
  /** The content space folder (stories and assets) the content API serves. */
  CONTENT_DIR: z.string().min(1).default(defaultContentDir),
  /** Unset: mails are written as .eml files into `${DATA_DIR}/outbox`. */
  SMTP_URL: z.string().url().optional(),
  GOOGLE_JWKS_URL: z.string().url().default('https://www.googleapis.com/oauth2/v3/certs'),
  GOOGLE_CLIENT_ID: z.string().min(1).default('local-shop-client.apps.googleusercontent.com'),
  RECAPTCHA_VERIFY_URL: z.string().url().default('https://www.google.com/recaptcha/api/siteverify'),
  RECAPTCHA_SECRET: z.string().default(localDefaults.RECAPTCHA_SECRET),
  /** Off locally: a fresh clone has no recaptcha secret; production sets it on explicitly. */
  RECAPTCHA_ENABLED: booleanFlag.default(false),
  CONTENT_PREVIEW_TOKEN: z.string().min(1).default(localDefaults.CONTENT_PREVIEW_TOKEN),
  /** Secret of the content publish webhook: calls without a matching `webhook-signature` (HMAC-SHA1) answer 401. */
  CONTENT_WEBHOOK_SECRET: z.string().min(1).default(localDefaults.CONTENT_WEBHOOK_SECRET),
  /** pino's level for the JSON log lines (access log at `info`); `silent` for test runs. */
  LOG_LEVEL: z.enum(logLevels).default('info'),
  /** Comma-separated extra origins allowed to POST, on top of localhost and the channels' production domains. */
  ALLOWED_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    ),
  /**
   * Comma-separated addresses or CIDR ranges whose X-Forwarded-For is believed (the shops' app servers, a load
   * balancer): the client address that log-in and form limits count. Default: the shops on this machine.
   */
  TRUSTED_PROXIES: z
    .string()
    .default(defaultTrustedProxies.join(','))
    .transform((value, context) => {
      const proxies = parseTrustedProxies(value);
      try {
        proxyaddr.compile(proxies);
      } catch (error) {
        context.addIssue({ code: 'custom', message: error instanceof Error ? error.message : String(error) });
        return z.NEVER;
      }
      return proxies;
    }),
  /** Longest a request may take before it is answered 503 (a database that accepts but never answers); generous, because
   * password hashing under a sign-up storm on a small machine legitimately queues for tens of seconds. */
  /** The flag definitions `/web-api/feature-flags` answers from: the same localhost file the shops' Split SDKs read. */
  SPLIT_FEATURES_FILE: z.string().min(1).default(fileURLToPath(new URL('../../../packages/flags/flags.yaml', import.meta.url))),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(60_000),
  /**
   * Where each channel's shop runs for links in mails (password reset, newsletter confirmation), `channel=url` comma-separated; a channel not
   * listed links to its production domain of the request's country. Production sets it empty.
   */
  PUBLIC_SHOP_URLS: z
    .string()
    .default(channelIds.map((id) => `${id}=http://localhost:${channels[id].ports.start}`).join(','))
    .transform((value, context) => {
      try {
        return parseShopBaseUrls(value);
      } catch (error) {
        context.addIssue({ code: 'custom', message: error instanceof Error ? error.message : String(error) });
        return z.NEVER;
      }
    }),
  /** Shared secret sent to the shops' revalidation route after a publish (the shops' REVALIDATE_SECRET). */
  REVALIDATE_SECRET: z.string().min(8).default(localDefaults.REVALIDATE_SECRET),
  /**
   * Where the publish webhook reaches each channel's shop (`channel=url` comma-separated, the shops' internal
   * addresses); unset: PUBLIC_SHOP_URLS. A channel not listed is not told and refreshes after its 300 s cache lifetime.
   */
  SHOP_REVALIDATE_URLS: z
    .string()
    .optional()
    .transform((value, context) => {
      if (value === undefined) return undefined;
      try {
        return parseShopBaseUrls(value);
      } catch (error) {
        context.addIssue({ code: 'custom', message: error instanceof Error ? error.message : String(error) });
        return z.NEVER;
      }
    }),
});

/**
 * In production every secret must be set and none may be the local default: a forgotten variable is a start-up error
 * naming it, never a shop that quietly accepts the token from the README.
 */
const productionEnvSchema = envSchema.superRefine((env, context) => {
  if (env.NODE_ENV !== 'production') return;
  const refuse = (name: string, message: string) =>
    context.addIssue({ code: 'custom', path: [name], message });
  if (env.CONTENT_PREVIEW_TOKEN === localDefaults.CONTENT_PREVIEW_TOKEN)
    refuse(
      'CONTENT_PREVIEW_TOKEN',
      "set CONTENT_PREVIEW_TOKEN to the content space's preview token (the local default is refused in production)",
    );
  if (env.CONTENT_WEBHOOK_SECRET === localDefaults.CONTENT_WEBHOOK_SECRET)
    refuse(
      'CONTENT_WEBHOOK_SECRET',
      "set CONTENT_WEBHOOK_SECRET to the publish webhook's secret (the local default is refused in production)",
    );
  if (env.REVALIDATE_SECRET === localDefaults.REVALIDATE_SECRET)
    refuse(
      'REVALIDATE_SECRET',
      "set REVALIDATE_SECRET to the shops' revalidation secret (the local default is refused in production)",
    );
  if (
    env.RECAPTCHA_ENABLED &&
    (env.RECAPTCHA_SECRET === localDefaults.RECAPTCHA_SECRET || env.RECAPTCHA_SECRET === '')
  )
    refuse('RECAPTCHA_SECRET', 'set RECAPTCHA_SECRET (the local default is refused in production)');
  if (env.PASSWORD_HASH_LOG_N < PRODUCTION_PASSWORD_HASH_LOG_N)
    refuse(
      'PASSWORD_HASH_LOG_N',
      `PASSWORD_HASH_LOG_N below ${PRODUCTION_PASSWORD_HASH_LOG_N} is for tests only; unset it in production`,
    );
});

/** Every variable the shop API reads (turbo.json must pass each to `start`; env.test.ts checks). */
export const envVariableNames = Object.keys(envSchema.shape);

export type Env = z.infer<typeof envSchema>;
export type EnvInput = z.input<typeof envSchema>;

/** Validates an environment; tests pass their own values, the server passes process.env. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  return productionEnvSchema.parse(cleaned);
}

/** The app root (apps/shop-api), for migrations and scripts. */
export const shopApiRoot = appRoot;

/** This build's version (its package.json, bumped by `pnpm changeset version`), reported by /health. */
export const shopApiVersion: string = z
  .object({ version: z.string().min(1) })
  .parse(JSON.parse(readFileSync(path.join(appRoot, 'package.json'), 'utf8'))).version;

let cached: Env | undefined;

/** The process environment, read and validated once. */
export function readEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
