import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { channels, getChannel } from '@shop/config/channels';
import type { ChannelSettings } from '@shop/config/channel-settings';
import { isLocale, locales, localeSettings, type Locale } from '@shop/config/markets';
import { buildPublicPath, type Platform } from '@shop/domain/routing';
import { pathToSlug, type ContentStore, type StoredStory } from './content-store.ts';
import {
  assetBaseOf,
  authorize,
  checkRelease,
  renderStory,
  type AccessOptions,
  type ResolveContext,
} from './cdn-api.ts';
import { releaseParam } from './query-schemas.ts';
import { blokSchema } from './story-file.ts';
import { collectRelationUuids, prepareContent, type ApiStory } from './story-view.ts';
import { ApiError, sendError } from '../http/errors.ts';
import { readQuery, validate } from '../http/context.ts';

/** Largest body the transform route reads. */
export const TRANSFORM_BODY_LIMIT = 512 * 1024;
export const DESKTOP_START_SLUG = 'desktop-startseite';

const localeParam = z.enum(locales, { message: 'must be one of the 17 shop locales (de-DE, fr-CH, …)' });
const contentPathParam = z
  .string()
  .max(300)
  .regex(
    /^\/([a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*)?\/?$/,
    'must be a content path such as /fotokalender',
  );
const relationsParam = z
  .union([z.string().max(2000), z.array(z.string().max(200)).max(50)])
  .transform((value) =>
    (Array.isArray(value) ? value : value.split(',')).map((item) => item.trim()).filter(Boolean),
  )
  .pipe(
    z
      .array(z.string().regex(/^[A-Za-z][A-Za-z0-9_-]*\.[A-Za-z_][A-Za-z0-9_]*$/, 'must be Component.field'))
      .max(50),
  );
const commonPageQuery = {
  apiVersion: z.literal('v2').optional(),
  channel: z.string().max(40).optional(),
  locale: localeParam.optional(),
  platform: z.enum(['web', 'desktop']).default('web'),
  release: releaseParam.optional(),
  resolveRelations: relationsParam.optional(),
  sku: z
    .string()
    .regex(/^[A-Za-z0-9][A-Za-z0-9_.:-]{0,99}$/, 'must be a sku')
    .optional(),
  version: z.enum(['published', 'draft']).default('published'),
  token: z.string().min(1).max(200).optional(),
  // Development only in the original backend: where the frontend runs. Accepted and not used here.
  _baseUrl: z
    .url({ protocol: /^https?$/ })
    .max(300)
    .optional(),
};

export const pageQuerySchema = z.strictObject({ ...commonPageQuery, path: contentPathParam.optional() });
export const breadcrumbQuerySchema = z.strictObject({
  channel: commonPageQuery.channel,
  locale: commonPageQuery.locale,
  path: contentPathParam,
  platform: commonPageQuery.platform,
  version: commonPageQuery.version,
  release: commonPageQuery.release,
  token: commonPageQuery.token,
});
export const transformQuerySchema = z.strictObject({
  ...commonPageQuery,
  id: z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/, 'must be a story id')
    .transform(Number)
    .optional(),
  uuid: z.uuid().optional(),
});
export const transformBodySchema = z.strictObject({
  locale: localeParam.optional(),
  platform: z.enum(['web', 'desktop']).optional(),
  resolveRelations: relationsParam.optional(),
  story: z.looseObject({
    uuid: z.uuid(),
    full_slug: z.string().max(300),
    content: blokSchema,
  }),
});

export interface PageApiOptions {
  store: ContentStore;
  access: AccessOptions;
  assetBaseUrl?: string;
  /** Origins allowed to POST (besides localhost and the channels' own domains). */
  allowedOrigins?: readonly string[];
}

interface PageContext {
  settings: ChannelSettings;
  locale: Locale;
  platform: Platform;
  resolve: ResolveContext;
}

/** `X-Channel` is `<channel>` or `<channel>-<COUNTRY>` (spec point 7); the `channel` query parameter also works. */
function readChannel(
  c: Context,
  fromQuery: string | undefined,
): { settings: ChannelSettings; country: string | undefined; field: string } {
  const raw = fromQuery ?? c.req.header('x-channel');
  const field = fromQuery ? 'channel' : 'X-Channel';
  if (!raw)
    throw new ApiError({
      status: 400,
      code: 'invalid_channel',
      message: 'The X-Channel header is required',
      field,
    });
  const match = /^(.+?)(?:[-_]([A-Za-z]{2}))?$/.exec(raw.trim());
  const whole = getChannel(raw.trim().toLowerCase());
  const settings = whole ?? (match?.[1] ? getChannel(match[1].toLowerCase()) : undefined);
  if (!settings)
    throw new ApiError({
      status: 400,
      code: 'invalid_channel',
      message: `Unknown channel ${raw.slice(0, 40)}`,
      field,
    });
  return { settings, country: whole ? undefined : match?.[2]?.toUpperCase(), field };
}

function readLocale(c: Context, fromRequest: Locale | undefined): Locale {
  if (fromRequest) return fromRequest;
  const header = c.req.header('x-locale');
  if (header && isLocale(header)) return header;
  throw new ApiError({
    status: 400,
    code: 'invalid_locale',
    message: header
      ? `Unknown locale ${header.slice(0, 20)}`
      : 'A locale is required (path, locale parameter or X-Locale header)',
    field: header ? 'X-Locale' : 'locale',
  });
}

function readToken(c: Context, token: string | undefined): string | undefined {
  return token ?? c.req.header('x-preview-token');
}

/** Replaces relation uuids by their stories (two levels, like `resolve_level=2`). */
function inlineRelations(
  content: unknown,
  patterns: readonly string[],
  ctx: PageContext,
  depth: number,
): unknown {
  if (patterns.length === 0 || depth <= 0) return content;
  const uuids = new Set<string>();
  collectRelationUuids(content, patterns, uuids);
  if (uuids.size === 0) return content;
  const resolved = new Map<string, ApiStory>();
  for (const uuid of uuids) {
    const story = ctx.resolve.snapshot.byUuid.get(uuid);
    const rendered = story && renderStory(story, ctx.resolve);
    if (rendered)
      resolved.set(uuid, {
        ...rendered,
        // Where the shop shows the related story in the page's locale (prefix, desktop segment, slash policy):
        // tiles of related stories link there, as story links do.
        url: buildPublicPath({
          settings: ctx.settings,
          locale: ctx.locale,
          platform: ctx.platform,
          path: story.path,
        }),
        content: inlineRelations(rendered.content, patterns, ctx, depth - 1) as ApiStory['content'],
      } as ApiStory);
  }
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (!node || typeof node !== 'object') return node;
    const record = node as Record<string, unknown>;
    const component = typeof record.component === 'string' ? record.component : undefined;
    const copy: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(record)) {
      if (component && patterns.includes(`${component}.${key}`)) {
        if (typeof value === 'string') copy[key] = resolved.get(value) ?? value;
        else if (Array.isArray(value))
          copy[key] = value.map((item) => (typeof item === 'string' ? (resolved.get(item) ?? item) : item));
        else copy[key] = value;
      } else {
        copy[key] = walk(value);
      }
    }
    return copy;
  };
  return walk(content);
}

/** Story links get the public path of the linked story in the page's locale (`url`), as the shop renders them. */
function resolveLinkUrls(content: unknown, ctx: PageContext): unknown {
  const publicPathOf = (uuid: string): string | undefined => {
    const story = ctx.resolve.snapshot.byUuid.get(uuid);
    return story
      ? buildPublicPath({
          settings: ctx.settings,
          locale: ctx.locale,
          platform: ctx.platform,
          path: story.path,
        })
      : undefined;
  };
  // A plain path (`/configurator-card`, `/wandbilder?format=600x400`) is the content path: it gets the locale's prefix,
  // desktop segment and slash policy too, or a French page would link into the German shop.
  const localizeUrl = (url: string): string => {
    if (!url.startsWith('/') || url.startsWith('//')) return url;
    const cut = url.search(/[?#]/);
    const path = cut === -1 ? url : url.slice(0, cut);
    return `${buildPublicPath({ settings: ctx.settings, locale: ctx.locale, platform: ctx.platform, path })}${cut === -1 ? '' : url.slice(cut)}`;
  };
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (!node || typeof node !== 'object') return node;
    const copy: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node)) copy[key] = walk(value);
    if (copy.fieldtype === 'multilink' && copy.linktype === 'story' && typeof copy.id === 'string') {
      const url = publicPathOf(copy.id);
      if (url) copy.url = url;
    }
    if (copy.fieldtype === 'multilink' && copy.linktype === 'url' && typeof copy.url === 'string') copy.url = localizeUrl(copy.url);
    // Rich text link marks: a story link gets the linked story's public path, a plain path the locale's form.
    if (copy.type === 'link' && copy.attrs && typeof copy.attrs === 'object') {
      const attrs = { ...(copy.attrs as Record<string, unknown>) };
      const url = attrs.linktype === 'story' && typeof attrs.uuid === 'string' ? publicPathOf(attrs.uuid) : undefined;
      if (url) attrs.href = url;
      else if (typeof attrs.href === 'string' && attrs.linktype !== 'story') attrs.href = localizeUrl(attrs.href);
      copy.attrs = attrs;
    }
    return copy;
  };
  return walk(content);
}

function finishStory(
  story: ApiStory,
  ctx: PageContext,
  relations: readonly string[],
  sku: string | undefined,
): ApiStory {
  let content = inlineRelations(story.content, relations, ctx, 2) as ApiStory['content'];
  content = resolveLinkUrls(content, ctx) as ApiStory['content'];
  if (sku) content = { ...content, sku };
  const alternates = story.alternates.map((alternate) => ({
    ...alternate,
    publicPath: buildPublicPath({
      settings: ctx.settings,
      locale: alternate.locale as Locale,
      platform: ctx.platform,
      path: alternate.path,
    }),
  }));
  return { ...story, content, alternates };
}

function findStory(ctx: PageContext, path: string): StoredStory | undefined {
  let slug = pathToSlug(path);
  if (ctx.platform === 'desktop' && slug === 'home') slug = DESKTOP_START_SLUG;
  return ctx.resolve.snapshot.bySlug.get(`${ctx.locale.slice(0, 2)}:${ctx.settings.id}/${slug}`);
}

function notFound(path: string): ApiError {
  return new ApiError({
    status: 404,
    code: 'story_not_found',
    message: `No story for ${path.slice(0, 300)}`,
    field: 'path',
  });
}

function isAllowedOrigin(origin: string, extra: readonly string[] | undefined): boolean {
  if (extra?.includes(origin)) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (/^(?:[a-z]{2}\.)?localhost$|^127\.0\.0\.1$|^\[::1\]$/.test(url.hostname)) return true;
  const host = url.hostname.replace(/^www\./, '');
  return (
    url.protocol === 'https:' &&
    Object.values(channels).some((settings) => Object.values(settings.domains).includes(host))
  );
}

/** The backend page routes of spec point 7 under `/frontend-api/mp/storyblok`. */
export function createPageApi(options: PageApiOptions): Hono {
  const { store, access } = options;
  const app = new Hono();
  app.onError((error, c) => {
    if (error instanceof ApiError) return sendError(c, error);
    throw error;
  });

  async function context(
    c: Context,
    query: {
      channel?: string;
      locale?: Locale;
      platform: Platform;
      version: 'published' | 'draft';
      release?: number;
      token?: string;
    },
    localeFromPath?: Locale,
  ): Promise<PageContext> {
    const { settings, country, field } = readChannel(c, query.channel);
    const locale = readLocale(c, localeFromPath ?? query.locale);
    if (country !== undefined && localeSettings[locale].country !== country) {
      throw new ApiError({
        status: 400,
        code: 'locale_not_in_country',
        message: `Locale ${locale} is not served in ${country}`,
        field,
      });
    }
    // Published pages are public; only drafts and releases need the preview token.
    if (query.version === 'draft' || query.release !== undefined)
      authorize(access, readToken(c, query.token), query.version, query.release);
    const snapshot = await store.get();
    checkRelease(snapshot, query.release, 'release');
    return {
      settings,
      locale,
      platform: query.platform,
      resolve: {
        snapshot,
        version: query.version,
        releaseId: query.release,
        assetBase: assetBaseOf(c, options.assetBaseUrl),
      },
    };
  }

  function cache(version: string, release: number | undefined): Record<string, string> {
    return version === 'draft' || release !== undefined
      ? { 'Cache-Control': 'private, no-store' }
      : { 'Cache-Control': 'public, max-age=10' };
  }

  app.get('/breadcrumb', async (c) => {
    const query = readQuery(c, breadcrumbQuerySchema, 'invalid_query');
    const ctx = await context(c, query);
    const segments = query.path.split('/').filter(Boolean);
    const trail: { name: string; path: string; publicPath: string; uuid: string }[] = [];
    for (let i = 0; i <= segments.length; i++) {
      const path = `/${segments.slice(0, i).join('/')}`;
      const story = findStory(ctx, path);
      const rendered = story && renderStory(story, ctx.resolve);
      if (!rendered || rendered.target || rendered.content.component !== 'Page') continue;
      const title =
        typeof rendered.content.breadcrumbTitle === 'string'
          ? rendered.content.breadcrumbTitle
          : rendered.name;
      trail.push({
        name: title,
        path,
        publicPath: buildPublicPath({
          settings: ctx.settings,
          locale: ctx.locale,
          platform: ctx.platform,
          path,
        }),
        uuid: rendered.uuid,
      });
    }
    if (!trail.some((item) => item.path === `/${segments.join('/')}`)) throw notFound(query.path);
    return c.json({ breadcrumb: trail }, 200, cache(query.version, query.release));
  });

  const transform = async (c: Context) => {
    const query = readQuery(c, transformQuerySchema, 'invalid_query');
    if (c.req.method === 'POST') {
      const origin = c.req.header('origin');
      if (origin && !isAllowedOrigin(origin, options.allowedOrigins)) {
        throw new ApiError({
          status: 403,
          code: 'origin_not_allowed',
          message: 'Origin not allowed',
          field: 'Origin',
        });
      }
      if (!/^application\/json\b/i.test(c.req.header('content-type') ?? '')) {
        throw new ApiError({
          status: 415,
          code: 'unsupported_media_type',
          message: 'Send the story as application/json',
          field: 'Content-Type',
        });
      }
      let raw: unknown;
      try {
        raw = await c.req.json();
      } catch {
        throw new ApiError({
          status: 400,
          code: 'invalid_json',
          message: 'The body is not valid JSON',
          field: 'body',
        });
      }
      const body = validate(transformBodySchema, raw, 'invalid_body');
      const ctx = await context(c, {
        ...query,
        locale: body.locale ?? query.locale,
        platform: body.platform ?? query.platform,
      });
      const story = body.story as unknown as ApiStory;
      const prepared = {
        ...story,
        alternates: Array.isArray(story.alternates) ? story.alternates : [],
        content: prepareContent(story.content, { assetBase: ctx.resolve.assetBase }),
      };
      return c.json(
        {
          story: finishStory(prepared, ctx, body.resolveRelations ?? query.resolveRelations ?? [], query.sku),
        },
        200,
        { 'Cache-Control': 'no-store' },
      );
    }
    if ((query.id === undefined) === (query.uuid === undefined)) {
      throw new ApiError({
        status: 400,
        code: 'invalid_query',
        message: 'Give either id or uuid',
        field: 'id',
      });
    }
    const ctx = await context(c, query);
    const stored =
      query.id !== undefined
        ? ctx.resolve.snapshot.byId.get(query.id)
        : ctx.resolve.snapshot.byUuid.get(query.uuid as string);
    const rendered =
      stored && ctx.settings.id === stored.channel ? renderStory(stored, ctx.resolve) : undefined;
    if (!rendered)
      throw new ApiError({
        status: 404,
        code: 'story_not_found',
        message: 'No such story',
        field: query.id !== undefined ? 'id' : 'uuid',
      });
    return c.json(
      { story: finishStory(rendered, ctx, query.resolveRelations ?? [], query.sku) },
      200,
      cache(query.version, query.release),
    );
  };
  app.get('/transform', transform);
  app.post(
    '/transform',
    bodyLimit({
      maxSize: TRANSFORM_BODY_LIMIT,
      onError: (c) =>
        sendError(
          c,
          new ApiError({
            status: 413,
            code: 'body_too_large',
            message: `Bodies are limited to ${TRANSFORM_BODY_LIMIT} bytes`,
            field: 'body',
          }),
        ),
    }),
    transform,
  );

  const page = async (c: Context, localeFromPath: Locale | undefined, pathFromUrl: string | undefined) => {
    const query = readQuery(c, pageQuerySchema, 'invalid_query');
    const path = query.path ?? pathFromUrl;
    if (path === undefined)
      throw new ApiError({
        status: 400,
        code: 'invalid_query',
        message: 'path is required',
        field: 'path',
      });
    const ctx = await context(c, query, localeFromPath);
    const stored = findStory(ctx, path);
    const rendered = stored && renderStory(stored, ctx.resolve);
    if (!rendered) throw notFound(path);
    return c.json(
      { story: finishStory(rendered, ctx, query.resolveRelations ?? [], query.sku) },
      200,
      cache(query.version, query.release),
    );
  };

  app.get('/', (c) => page(c, undefined, undefined));
  app.get('/*', (c) => {
    const rest = c.req.path.replace(/^.*?\/frontend-api\/mp\/storyblok\//, '');
    const [first, ...segments] = rest.split('/');
    if (!first || !isLocale(first)) {
      throw new ApiError({
        status: 400,
        code: 'invalid_locale',
        message: 'Pages are addressed as /{locale}/{slug}',
        field: 'locale',
      });
    }
    const path = `/${segments.filter(Boolean).join('/')}`;
    validate(contentPathParam, path, 'invalid_path');
    return page(c, first, path);
  });
  return app;
}
