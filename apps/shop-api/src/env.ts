import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { parseShopBaseUrls } from './services/shop-links.ts';

const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'on', 'off'])
  .transform((value) => value === 'true' || value === '1' || value === 'on');

const envSchema = z.object({
  API_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  /** Unset: an embedded PGlite database on disk under DATA_DIR. */
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().min(1).default(path.join(appRoot, '.data')),
  /** Unset: mails are written as .eml files into `${DATA_DIR}/outbox`. */
  SMTP_URL: z.string().url().optional(),
  GOOGLE_JWKS_URL: z.string().url().default('https://www.googleapis.com/oauth2/v3/certs'),
  GOOGLE_CLIENT_ID: z.string().min(1).default('local-shop-client.apps.googleusercontent.com'),
  RECAPTCHA_VERIFY_URL: z.string().url().default('https://www.google.com/recaptcha/api/siteverify'),
  RECAPTCHA_SECRET: z.string().default('local-recaptcha-secret'),
  /** Off locally: a fresh clone has no recaptcha secret; production sets it on explicitly. */
  RECAPTCHA_ENABLED: booleanFlag.default(false),
  CONTENT_PREVIEW_TOKEN: z.string().min(1).default('local-preview-token'),
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
  /** Longest a request may take before it is answered 503 (a database that accepts but never answers); generous, because
   * password hashing under a sign-up storm on a small machine legitimately queues for tens of seconds. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(60_000),
  /** Public base URL used in mails (newsletter links). */
  PUBLIC_SHOP_URL: z.string().url().default('http://localhost:3000'),
  /**
   * Where each channel's shop runs for links in mails (password reset), `channel=url` comma-separated; a channel not
   * listed links to its production domain of the request's country. Production sets it empty.
   */
  PUBLIC_SHOP_URLS: z
    .string()
    .default('kartenliebe=http://localhost:3000,wallart=http://localhost:3001')
    .transform((value, context) => {
      try {
        return parseShopBaseUrls(value);
      } catch (error) {
        context.addIssue({ code: 'custom', message: error instanceof Error ? error.message : String(error) });
        return z.NEVER;
      }
    }),
});

export type Env = z.infer<typeof envSchema>;
export type EnvInput = z.input<typeof envSchema>;

/** Validates an environment; tests pass their own values, the server passes process.env. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  return envSchema.parse(cleaned);
}

/** The app root (apps/shop-api), for migrations and scripts. */
export const shopApiRoot = appRoot;

let cached: Env | undefined;

/** The process environment, read and validated once. */
export function readEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
