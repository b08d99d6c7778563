import type { Context } from 'hono';
import type { z } from 'zod';
import { channelHeaderSchema, localeHeaderSchema } from '@shop/contract/context';
import type { ChannelSettings } from '@shop/config/channel-settings';
import { getChannel } from '@shop/config/channels';
import {
  getCountry,
  isCountryCode,
  isLocale,
  localeSettings,
  toLocale,
  type CountryCode,
  type CurrencyCode,
  type Locale,
} from '@shop/config/markets';
import type { Db } from '../db/client.ts';
import type { Env } from '../env.ts';
import type { Mailer } from '../services/mailer.ts';
import type { BackgroundTasks } from '../services/background.ts';
import type { FormLimits } from '../services/limits.ts';
import type { LoginThrottle } from '../services/throttle.ts';
import type { Logger } from '../services/logger.ts';
import { rejectControlCharacters } from './control-characters.ts';
import { ApiError, validationError } from './errors.ts';
import { parseQuery } from './query.ts';

export interface Clock {
  now(): Date;
}

/** Everything a route needs besides the request; tests build their own. */
export interface Deps {
  db: Db;
  env: Env;
  clock: Clock;
  mailer: Mailer;
  throttle: LoginThrottle;
  formLimits: FormLimits;
  background: BackgroundTasks;
  logger: Logger;
}

/** Channel, country, locale and currency of one request, from X-Channel and X-Locale. */
export interface ShopContext {
  channel: ChannelSettings;
  country: CountryCode;
  locale: Locale;
  currency: CurrencyCode;
}

export interface AppEnv {
  /** `log`: the logger with this request's `requestId` (hono/request-id sets `requestId`). */
  Variables: { deps: Deps; shop: ShopContext; requestId: string; log: Logger };
}

export type AppContext = Context<AppEnv>;

const defaultChannelId = 'kartenliebe';

/** Reads X-Channel and X-Locale; absent headers fall back, wrong ones are a 400 naming the header. */
export function resolveShopContext(
  channelHeader: string | undefined,
  localeHeader: string | undefined,
): ShopContext {
  let channelId = defaultChannelId;
  let country: CountryCode | undefined;
  if (channelHeader !== undefined) {
    const parsed = channelHeaderSchema.safeParse(channelHeader.trim());
    if (!parsed.success)
      throw new ApiError({
        status: 400,
        code: 'invalid_channel',
        message: 'X-Channel must look like kartenliebe-DE',
        field: 'X-Channel',
      });
    const cut = parsed.data.lastIndexOf('-');
    channelId = parsed.data.slice(0, cut);
    const code = parsed.data.slice(cut + 1);
    if (!isCountryCode(code))
      throw new ApiError({
        status: 400,
        code: 'unknown_country',
        message: `Unknown country ${code}`,
        field: 'X-Channel',
      });
    country = code;
  }
  const channel = getChannel(channelId);
  if (!channel)
    throw new ApiError({
      status: 400,
      code: 'unknown_channel',
      message: `Unknown channel ${channelId}`,
      field: 'X-Channel',
    });

  let locale: Locale | undefined;
  if (localeHeader !== undefined) {
    const value = localeHeader.trim();
    if (!localeHeaderSchema.safeParse(value).success || !isLocale(value)) {
      throw new ApiError({
        status: 400,
        code: 'unknown_locale',
        message: 'X-Locale must be one of the shop locales, e.g. de-DE',
        field: 'X-Locale',
      });
    }
    locale = value;
  }
  country ??= locale ? localeSettings[locale].country : channel.homeCountry;
  if (!locale) {
    const firstLanguage = getCountry(country).languages[0] ?? 'de';
    locale = toLocale(firstLanguage, country) ?? 'de-DE';
  }
  if (localeSettings[locale].country !== country) {
    throw new ApiError({
      status: 400,
      code: 'locale_not_in_country',
      message: `Locale ${locale} is not served in ${country}`,
      field: 'X-Locale',
    });
  }
  return { channel, country, locale, currency: localeSettings[locale].currency };
}

/**
 * Validates `input` against a schema: a control character anywhere, then the first failing field, is a 400 with
 * `code` (`validation_failed` unless the route names what failed).
 */
export function validate<T extends z.ZodType>(schema: T, input: unknown, code = 'validation_failed'): z.infer<T> {
  rejectControlCharacters(input, undefined, code);
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw validationError(parsed.error, undefined, code);
  return parsed.data;
}

/** Validates the query string against a schema; arrays as name[], objects as name[key] (`parseQuery`). */
export function readQuery<T extends z.ZodType>(c: Context, schema: T, code = 'validation_failed'): z.infer<T> {
  return validate(schema, parseQuery(new URL(c.req.url).searchParams, code), code);
}

/** Reads and validates a JSON body: wrong content type 415, malformed JSON 400, schema failure 400 per field. */
export async function readJson<T extends z.ZodType>(c: AppContext, schema: T): Promise<z.infer<T>> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/json\b/i.test(type)) {
    throw new ApiError({
      status: 415,
      code: 'unsupported_media_type',
      message: 'Send the body as application/json',
    });
  }
  let body: unknown;
  try {
    body = JSON.parse(await c.req.text());
  } catch {
    throw new ApiError({
      status: 400,
      code: 'invalid_json',
      message: 'The body is not valid JSON',
      field: 'body',
    });
  }
  return validate(schema, body);
}

/** Validates path parameters. */
export function readParams<T extends z.ZodType>(c: AppContext, schema: T): z.infer<T> {
  return validate(schema, c.req.param());
}
