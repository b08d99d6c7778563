import StoryblokClient, { type ExcludableStoryField, type ISbCustomFetch, type ISbStoriesParams } from 'storyblok-js-client';
import { ContentError, toContentError } from './errors.ts';
import { isVerifiedPreview, type VerifiedPreview } from './preview.ts';
import { parseStory, type ContentStory } from './story.ts';

/** The content API of the local shop API (`/v2` of apps/shop-api), the default so a fresh clone needs no secret. */
export const LOCAL_CONTENT_API_URL = 'http://localhost:4000/v2';
/** Any non-empty token reads published content from the local API. */
export const LOCAL_CONTENT_TOKEN = 'local-public-token';

// Spec point 9: 5 requests/s (3 with an OAuth token), retry delay 300 ms up to 10 times, pages of 25. The batches of
// 50 uuids for links and relations are storyblok-js-client's own (resolveLinks / resolveRelations).
export const CONTENT_RATE_LIMIT = 5;
export const CONTENT_OAUTH_RATE_LIMIT = 3;
export const CONTENT_RETRY_DELAY_MS = 300;
export const CONTENT_MAX_RETRIES = 10;
export const CONTENT_PAGE_SIZE = 25;
export const CONTENT_TIMEOUT_SECONDS = 10;

export type StoryblokRegion = 'eu' | 'us' | 'ap' | 'ca' | 'cn';

export interface ContentClientOptions {
  /** Our content API; unused when `region` is set. Default: the local shop API. */
  endpoint?: string;
  /** Token for published content. */
  accessToken?: string;
  /** With an access token: talk to real Storyblok in this region instead of our content API. */
  region?: StoryblokRegion;
  /** The space's preview token; only ever used for a verified preview (see ./preview). */
  previewToken?: string;
  /** A management token lowers the rate limit to 3 requests/s. */
  oauthToken?: string;
  fetch?: typeof fetch;
  timeoutSeconds?: number;
  now?: () => number;
}

export interface StoryRequest {
  /** `de`, `fr-CH`, …; the API's default language when absent. */
  language?: string;
  /** `Component.field` relations to resolve. */
  resolveRelations?: readonly string[];
  resolveLinks?: 'story' | 'url' | 'link';
  /** Draft (and release) content, only with a preview `verifyPreview` produced. */
  preview?: VerifiedPreview;
  /** Per-call fetch options (e.g. the app's cache tags); kept on retried requests by storyblok-js-client 7.7. */
  fetchOptions?: ISbCustomFetch;
}

export interface StoriesRequest extends StoryRequest {
  startsWith?: string;
  byUuids?: readonly string[];
  contentType?: string;
  withTag?: string;
  sortBy?: string;
  excludingSlugs?: readonly string[];
  /** Content fields left out of every blok (`excluding_fields`): lists that need the stories' own fields only. */
  excludingFields?: readonly string[];
  /** Story fields left out (`excluding_story_fields`, e.g. `alternates`): lists that do not link the other locales. */
  excludingStoryFields?: readonly ExcludableStoryField[];
}

/** The content client: stories from our content API or Storyblok, throttled, retried, cache version tracked. */
export interface ContentClient {
  /** GET cdn/stories/{slug}. */
  getStory(slug: string, request?: StoryRequest): Promise<ContentStory>;
  /** GET cdn/stories, every page (25 per page). */
  getStories(request?: StoriesRequest): Promise<ContentStory[]>;
  /**
   * A publish webhook arrived: move the cache version forward (to `cv` when the webhook carries it, else the space's
   * current version) so no later published request is answered from a cache of the old content.
   */
  notePublished(cv?: number): Promise<number>;
  /** The newest cache version seen; sent as `cv` with every published request. */
  readonly cacheVersion: number | undefined;
  /** True when talking to real Storyblok rather than our content API. */
  readonly isStoryblok: boolean;
}

function isAcceptedResponse(value: unknown): value is { data: unknown } {
  if (typeof value !== 'object' || value === null || !('data' in value) || !('status' in value)) return false;
  const status = (value as { status: unknown }).status;
  return typeof status === 'number' && status >= 200 && status <= 206;
}

/** Creates the content client on storyblok-js-client; throttling, 429 retries and uuid batches are the library's. */
export function createContentClient(options: ContentClientOptions = {}): ContentClient {
  const isStoryblok = Boolean(options.region && options.accessToken);
  const base = {
    ...(isStoryblok
      ? { region: options.region }
      : { endpoint: (options.endpoint ?? LOCAL_CONTENT_API_URL).replace(/\/+$/, '') }),
    oauthToken: options.oauthToken,
    rateLimit: options.oauthToken ? CONTENT_OAUTH_RATE_LIMIT : CONTENT_RATE_LIMIT,
    maxRetries: CONTENT_MAX_RETRIES,
    retriesDelay: CONTENT_RETRY_DELAY_MS,
    timeout: options.timeoutSeconds ?? CONTENT_TIMEOUT_SECONDS,
    // We send `cv` ourselves: the library's own tracking is shared per token across instances and can move backwards
    // when a response started before a publish arrives after it.
    cache: { type: 'none' as const, clear: 'manual' as const, cv: 'manual' as const },
    fetch: options.fetch,
  };
  const published = new StoryblokClient({
    ...base,
    accessToken: options.accessToken ?? LOCAL_CONTENT_TOKEN,
    version: 'published',
  });
  const draft = options.previewToken
    ? new StoryblokClient({ ...base, accessToken: options.previewToken, version: 'draft' })
    : undefined;
  const now = options.now ?? Date.now;
  let cacheVersion: number | undefined;

  const raise = (cv: unknown) => {
    if (
      typeof cv === 'number' &&
      Number.isInteger(cv) &&
      cv > 0 &&
      (cacheVersion === undefined || cv > cacheVersion)
    )
      cacheVersion = cv;
  };

  /** The client and base parameters for a request: drafts only behind a verified preview. */
  const target = (request: StoryRequest): { client: StoryblokClient; params: ISbStoriesParams } => {
    const params: ISbStoriesParams = {};
    if (request.language) params.language = request.language;
    if (request.resolveRelations?.length) params.resolve_relations = request.resolveRelations.join(',');
    if (request.resolveLinks) params.resolve_links = request.resolveLinks;
    if (request.preview === undefined) {
      params.version = 'published';
      if (cacheVersion !== undefined) params.cv = cacheVersion;
      return { client: published, params };
    }
    if (!isVerifiedPreview(request.preview))
      throw new ContentError({
        code: 'preview_required',
        message: 'Draft content needs a preview verified by verifyPreview',
      });
    if (!draft) throw new ContentError({ code: 'preview_required', message: 'No preview token configured' });
    params.version = 'draft';
    if (request.preview.releaseId !== undefined) params.from_release = String(request.preview.releaseId);
    return { client: draft, params };
  };

  const call = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      // The library itself only resolves a 200 and rejects 201–206 with the response; the spec accepts 200–206.
      if (isAcceptedResponse(error)) return error as T;
      throw toContentError(error);
    }
  };

  return {
    get cacheVersion() {
      return cacheVersion;
    },
    isStoryblok,
    async getStory(slug, request = {}) {
      const { client, params } = target(request);
      const result = await call(() => client.getStory(slug, params, request.fetchOptions));
      raise((result.data as { cv?: unknown }).cv);
      return parseStory((result.data as { story?: unknown }).story);
    },
    async getStories(request = {}) {
      const { client, params } = target(request);
      if (request.startsWith) params.starts_with = request.startsWith;
      if (request.byUuids?.length) params.by_uuids = request.byUuids.join(',');
      if (request.contentType) params.content_type = request.contentType;
      if (request.withTag) params.with_tag = request.withTag;
      if (request.sortBy) params.sort_by = request.sortBy;
      if (request.excludingSlugs?.length) params.excluding_slugs = request.excludingSlugs.join(',');
      if (request.excludingFields?.length) params.excluding_fields = request.excludingFields.join(',');
      if (request.excludingStoryFields?.length) params.excluding_story_fields = [...request.excludingStoryFields];
      params.per_page = CONTENT_PAGE_SIZE;
      const stories = await call(() => client.getAll('cdn/stories', params, 'stories', request.fetchOptions));
      raise(client.cacheVersion());
      return stories.map(parseStory);
    },
    async notePublished(cv) {
      if (cv !== undefined) raise(cv);
      else {
        try {
          const result = await published.get('cdn/spaces/me', {});
          raise((result.data as { space?: { version?: unknown } }).space?.version);
        } catch {
          // Storyblok's cv is a unix timestamp: "now" is newer than any cached version.
          raise(Math.floor(now() / 1000));
        }
      }
      return cacheVersion ?? 0;
    },
  };
}
