import { Hono, type Context } from 'hono';
import { languages } from '@shop/config/markets';
import { cors } from 'hono/cors';
import {
  selectContent,
  type ContentSnapshot,
  type ContentStore,
  type ContentVersion,
  type StoredStory,
} from './content-store.ts';
import {
  DEFAULT_LANGUAGE,
  linksQuerySchema,
  spaceQuerySchema,
  storiesQuerySchema,
  storyIdentifierSchema,
  storyQuerySchema,
} from './query-schemas.ts';
import {
  collectLinkUuids,
  collectRelationUuids,
  prepareContent,
  toApiLink,
  toApiStory,
  type ApiStory,
} from './story-view.ts';
import { ApiError, decodePathSegment, sendError } from '../http/errors.ts';
import { readQuery, validate } from '../http/context.ts';

/** More resolved relations or links than this are sent as uuids for the client to fetch in batches, as Storyblok does. */
export const INLINE_RESOLVE_LIMIT = 50;

export interface AccessOptions {
  previewToken: string;
  /** Tokens accepted for published content; when absent, any non-empty token is (published content is public). */
  publicTokens?: readonly string[];
}

export interface ResolveContext {
  snapshot: ContentSnapshot;
  version: ContentVersion;
  releaseId: number | undefined;
  assetBase: string;
  excludedFields?: readonly string[];
}

/** Checks the token against the version asked for; throws 401 like Storyblok. */
export function authorize(
  access: AccessOptions,
  token: string | undefined,
  version: ContentVersion,
  releaseId: number | undefined,
): void {
  if (!token)
    throw new ApiError({
      status: 401,
      code: 'unauthorized',
      message: 'Unauthorized: a token is required',
      field: 'token',
    });
  const isPreview = token === access.previewToken;
  if (!isPreview && access.publicTokens && !access.publicTokens.includes(token)) {
    throw new ApiError({
      status: 401,
      code: 'unauthorized',
      message: 'Unauthorized: unknown token',
      field: 'token',
    });
  }
  if (!isPreview && version === 'draft') {
    throw new ApiError({
      status: 401,
      code: 'unauthorized',
      message: 'Unauthorized: draft content needs the preview token',
      field: 'version',
    });
  }
  if (!isPreview && releaseId !== undefined) {
    throw new ApiError({
      status: 401,
      code: 'unauthorized',
      message: 'Unauthorized: releases need the preview token',
      field: 'from_release',
    });
  }
}

export function checkRelease(snapshot: ContentSnapshot, releaseId: number | undefined, field: string): void {
  if (releaseId !== undefined && !snapshot.releases.has(releaseId)) {
    throw new ApiError({
      status: 404,
      code: 'release_not_found',
      message: `Release ${releaseId} does not exist`,
      field,
    });
  }
}

/** The story in the context's version as the API sends it; undefined when that version does not exist. */
export function renderStory(story: StoredStory, ctx: ResolveContext): ApiStory | undefined {
  const content = selectContent(story, ctx.version, ctx.releaseId);
  if (!content) return undefined;
  const releaseId =
    ctx.releaseId !== undefined && story.releases[String(ctx.releaseId)] ? ctx.releaseId : null;
  return toApiStory(
    story,
    prepareContent(content, {
      assetBase: ctx.assetBase,
      excludedFields: ctx.excludedFields,
      editableStoryId: ctx.version === 'draft' || ctx.releaseId !== undefined ? story.id : undefined,
    }),
    ctx.snapshot,
    releaseId,
  );
}

function storiesByUuid(uuids: Iterable<string>, ctx: ResolveContext): ApiStory[] {
  const found: ApiStory[] = [];
  for (const uuid of uuids) {
    const story = ctx.snapshot.byUuid.get(uuid);
    const rendered = story && renderStory(story, { ...ctx, excludedFields: undefined });
    if (rendered) found.push(rendered);
  }
  return found;
}

/** `rels`/`rel_uuids` and `links`/`link_uuids` of a response, as Storyblok's v2 API computes them. */
export function resolveExtras(
  stories: readonly ApiStory[],
  ctx: ResolveContext,
  options: { relations?: readonly string[]; level?: number; links?: string },
): Record<string, unknown> {
  const extras: Record<string, unknown> = { rels: [], links: [] };
  const relations = options.relations ?? [];
  if (relations.length > 0) {
    const uuids = new Set<string>();
    for (const story of stories) collectRelationUuids(story.content, relations, uuids);
    let rels = storiesByUuid(uuids, ctx);
    if ((options.level ?? 2) >= 2) {
      const nested = new Set<string>();
      for (const rel of rels) collectRelationUuids(rel.content, relations, nested);
      for (const uuid of uuids) nested.delete(uuid);
      rels = [...rels, ...storiesByUuid(nested, ctx)];
    }
    if (rels.length > INLINE_RESOLVE_LIMIT) {
      delete extras.rels;
      extras.rel_uuids = rels.map((rel) => rel.uuid);
    } else {
      extras.rels = rels;
    }
  }
  if (options.links && options.links !== '0') {
    const uuids = new Set<string>();
    for (const story of stories) collectLinkUuids(story.content, uuids);
    const linked = [...uuids]
      .map((uuid) => ctx.snapshot.byUuid.get(uuid))
      .filter((story): story is StoredStory => story !== undefined);
    if (linked.length > INLINE_RESOLVE_LIMIT) {
      delete extras.links;
      extras.link_uuids = linked.map((story) => story.uuid);
    } else if (options.links === 'url' || options.links === 'link') {
      extras.links = linked.map(toApiLink);
    } else {
      extras.links = storiesByUuid(
        linked.map((story) => story.uuid),
        ctx,
      );
    }
  }
  return extras;
}

function matchesSlugPattern(fullSlug: string, pattern: string): boolean {
  return pattern.endsWith('*') ? fullSlug.startsWith(pattern.slice(0, -1)) : fullSlug === pattern;
}

function sortStories(stories: StoredStory[], sortBy: string | undefined): StoredStory[] {
  if (!sortBy) return stories;
  const [field, direction] = sortBy.split(':') as [keyof StoredStory, 'asc' | 'desc'];
  const factor = direction === 'desc' ? -1 : 1;
  return [...stories].sort((a, b) => {
    const left = a[field] ?? '';
    const right = b[field] ?? '';
    const order =
      typeof left === 'number' && typeof right === 'number'
        ? left - right
        : String(left).localeCompare(String(right));
    return order * factor || a.id - b.id;
  });
}

export interface CdnApiOptions {
  store: ContentStore;
  access: AccessOptions;
  /** Origin prefixed to asset paths (`/images/…`); the request's own origin when absent. */
  assetBaseUrl?: string;
}

export function assetBaseOf(c: Context, configured: string | undefined): string {
  return (configured ?? new URL(c.req.url).origin).replace(/\/+$/, '');
}

function cacheHeaders(version: ContentVersion, releaseId: number | undefined): Record<string, string> {
  return version === 'draft' || releaseId !== undefined
    ? { 'Cache-Control': 'private, no-store' }
    : { 'Cache-Control': 'public, max-age=10, stale-while-revalidate=60' };
}

/** The Storyblok Content Delivery API v2 over the content folder: `/cdn/stories`, `/cdn/stories/{…}`, `/cdn/links`, `/cdn/spaces/me`. */
export function createCdnApi(options: CdnApiOptions): Hono {
  const { store, access } = options;
  const app = new Hono();
  app.use('*', cors({ origin: '*', allowMethods: ['GET', 'OPTIONS'], exposeHeaders: ['total', 'per-page'] }));
  app.onError((error, c) => {
    if (error instanceof ApiError) return sendError(c, error);
    throw error;
  });

  app.get('/cdn/spaces/me', async (c) => {
    const query = readQuery(c, spaceQuerySchema, 'invalid_query');
    authorize(access, query.token, query.version, undefined);
    const snapshot = await store.get();
    return c.json(
      {
        space: {
          id: 1,
          name: 'Print shop content',
          domain: assetBaseOf(c, options.assetBaseUrl),
          version: snapshot.cv,
          language_codes: languages,
          channels: snapshot.channels,
        },
        // Not in Storyblok's answer: with it, a caching storyblok-js-client flushes when it asks for the space.
        cv: snapshot.cv,
      },
      200,
      { 'Cache-Control': 'no-store' },
    );
  });

  app.get('/cdn/stories', async (c) => {
    const query = readQuery(c, storiesQuerySchema, 'invalid_query');
    authorize(access, query.token, query.version, query.from_release);
    const snapshot = await store.get();
    checkRelease(snapshot, query.from_release, 'from_release');
    const ctx: ResolveContext = {
      snapshot,
      version: query.version,
      releaseId: query.from_release,
      assetBase: assetBaseOf(c, options.assetBaseUrl),
      excludedFields: query.excluding_fields,
    };
    const language = query.language ?? DEFAULT_LANGUAGE;
    const uuidFilter = query.by_uuids_ordered ?? query.by_uuids;
    let candidates: StoredStory[];
    if (uuidFilter) {
      // Uuids name one story in one language already, so the language filter does not apply to them.
      candidates = uuidFilter
        .map((uuid) => snapshot.byUuid.get(uuid))
        .filter((story): story is StoredStory => story !== undefined);
      if (!query.by_uuids_ordered)
        candidates.sort((a, b) => a.full_slug.localeCompare(b.full_slug) || a.lang.localeCompare(b.lang));
    } else {
      candidates = snapshot.stories.filter((story) => story.lang === language);
    }
    const selected = candidates.filter((story) => {
      if (query.starts_with && !story.full_slug.startsWith(query.starts_with)) return false;
      if (query.by_slugs && !query.by_slugs.some((pattern) => matchesSlugPattern(story.full_slug, pattern)))
        return false;
      if (query.excluding_slugs?.some((pattern) => matchesSlugPattern(story.full_slug, pattern)))
        return false;
      if (query.excluding_ids?.includes(story.id)) return false;
      if (query.is_startpage !== undefined && story.is_startpage !== query.is_startpage) return false;
      if (query.with_tag && !query.with_tag.some((tag) => story.tag_list.includes(tag))) return false;
      const content = selectContent(story, query.version, query.from_release);
      if (!content) return false;
      if (query.content_type && content.component !== query.content_type) return false;
      return true;
    });
    const sorted = sortStories(selected, query.sort_by);
    const start = (query.page - 1) * query.per_page;
    const stories = sorted
      .slice(start, start + query.per_page)
      .map((story) => renderStory(story, ctx))
      .filter((story): story is ApiStory => story !== undefined)
      .map((story) => omitStoryFields(story, query.excluding_story_fields));
    const extras = resolveExtras(stories, ctx, {
      relations: query.resolve_relations,
      level: query.resolve_level,
      links: query.resolve_links,
    });
    return c.json({ stories, cv: snapshot.cv, ...extras }, 200, {
      ...cacheHeaders(query.version, query.from_release),
      total: String(sorted.length),
      'per-page': String(query.per_page),
    });
  });

  app.get('/cdn/stories/*', async (c) => {
    const query = readQuery(c, storyQuerySchema, 'invalid_query');
    const raw = decodePathSegment(c.req.path.replace(/^.*?\/cdn\/stories\//, ''), 'slug').replace(/\/+$/, '');
    const identifier = validate(storyIdentifierSchema, raw, 'invalid_path');
    authorize(access, query.token, query.version, query.from_release);
    const snapshot = await store.get();
    checkRelease(snapshot, query.from_release, 'from_release');
    const language = query.language ?? DEFAULT_LANGUAGE;
    let story: StoredStory | undefined;
    const findBy =
      query.find_by ??
      (/^[0-9]+$/.test(identifier) ? 'id' : /^[0-9a-f]{8}-/.test(identifier) ? 'uuid' : 'slug');
    if (findBy === 'id') story = snapshot.byId.get(Number(identifier));
    else if (findBy === 'uuid') story = snapshot.byUuid.get(identifier);
    else story = snapshot.bySlug.get(`${language}:${identifier}`);
    const ctx: ResolveContext = {
      snapshot,
      version: query.version,
      releaseId: query.from_release,
      assetBase: assetBaseOf(c, options.assetBaseUrl),
      excludedFields: query.excluding_fields,
    };
    const rendered = story && renderStory(story, ctx);
    if (!rendered)
      throw new ApiError({
        status: 404,
        code: 'story_not_found',
        message: 'This record could not be found',
      });
    const extras = resolveExtras([rendered], ctx, {
      relations: query.resolve_relations,
      level: query.resolve_level,
      links: query.resolve_links,
    });
    return c.json(
      { story: omitStoryFields(rendered, query.excluding_story_fields), cv: snapshot.cv, ...extras },
      200,
      cacheHeaders(query.version, query.from_release),
    );
  });

  app.get('/cdn/links', async (c) => {
    const query = readQuery(c, linksQuerySchema, 'invalid_query');
    authorize(access, query.token, query.version, query.from_release);
    const snapshot = await store.get();
    checkRelease(snapshot, query.from_release, 'from_release');
    const language = query.language ?? DEFAULT_LANGUAGE;
    const selected = snapshot.stories.filter(
      (story) =>
        story.lang === language &&
        (!query.starts_with || story.full_slug.startsWith(query.starts_with)) &&
        selectContent(story, query.version, query.from_release) !== undefined,
    );
    const page =
      query.paginated === '1'
        ? selected.slice((query.page - 1) * query.per_page, query.page * query.per_page)
        : selected;
    const links: Record<string, unknown> = {};
    for (const story of page) {
      const link: Record<string, unknown> = toApiLink(story);
      if (query.include_dates === '1') {
        link.created_at = story.created_at;
        link.published_at = story.published_at;
        link.updated_at = story.published_at ?? story.created_at;
      }
      links[story.uuid] = link;
    }
    const headers: Record<string, string> = cacheHeaders(query.version, query.from_release);
    if (query.paginated === '1') {
      headers.total = String(selected.length);
      headers['per-page'] = String(query.per_page);
    }
    return c.json({ links, cv: snapshot.cv }, 200, headers);
  });

  app.all('*', (c) =>
    sendError(
      c,
      new ApiError({ status: 404, code: 'not_found', message: 'Not found' }),
    ),
  );
  return app;
}

function omitStoryFields(story: ApiStory, fields: readonly string[] | undefined): ApiStory {
  if (!fields || fields.length === 0) return story;
  const copy: Record<string, unknown> = { ...story };
  // The fields a client needs to resolve and route stay.
  for (const field of fields) if (!['uuid', 'id', 'full_slug', 'content'].includes(field)) delete copy[field];
  return copy as unknown as ApiStory;
}
