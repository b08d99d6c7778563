import { breadcrumbResponseSchema, pageResponseSchema } from '@shop/contract/content-page';
import { ShopApiError } from '../shop/errors.ts';
import { shopRequest, type ShopClient } from '../shop/request.ts';
import type { ContentClient } from './client.ts';
import { ContentError } from './errors.ts';
import { isVerifiedPreview, type VerifiedPreview } from './preview.ts';
import { toContentStory, type ContentStory } from './story.ts';

/** The backend page routes (spec point 7), mounted by the shop API. */
export const PAGE_ROUTE = '/frontend-api/mp/storyblok';

export type Platform = 'web' | 'desktop';

export interface LoadPageOptions {
  locale: string;
  /** Content path without locale prefix or desktop segment (`/fotokalender`, `/`). */
  path: string;
  platform: Platform;
  /** `Component.field` relations resolved inline by the backend. */
  resolveRelations?: readonly string[];
  /** `sku` query parameter of the page: selects a product on a content page. */
  sku?: string;
  /** Draft or release content: only with a preview verified by `verifyPreview`. */
  preview?: VerifiedPreview;
  /** Development only: where the frontend runs (`_baseUrl`). */
  baseUrl?: string;
  /** The preview token, sent as X-Preview-Token with verified previews only. */
  previewToken?: string;
  signal?: AbortSignal;
}

function previewParts(
  preview: VerifiedPreview | undefined,
  previewToken: string | undefined,
): { version: 'published' | 'draft'; release?: number; headers?: Record<string, string> } {
  if (preview === undefined) return { version: 'published' };
  if (!isVerifiedPreview(preview) || !previewToken)
    throw new ContentError({
      code: 'preview_required',
      message: 'Draft pages need a verified preview and the preview token',
    });
  return { version: 'draft', release: preview.releaseId, headers: { 'X-Preview-Token': previewToken } };
}

/**
 * GET /frontend-api/mp/storyblok/{locale}{path} with apiVersion, path, platform, release, resolveRelations, sku and
 * version. A missing story is a ShopApiError with status 404 (`story_not_found`).
 */
export async function loadPage(client: ShopClient, options: LoadPageOptions): Promise<ContentStory> {
  const { version, release, headers } = previewParts(options.preview, options.previewToken);
  const suffix = options.path === '/' ? '' : options.path;
  const { story } = await shopRequest(client, {
    path: `${PAGE_ROUTE}/${encodeURIComponent(options.locale)}${suffix.split('/').map(encodeURIComponent).join('/')}`,
    query: {
      _baseUrl: options.baseUrl,
      apiVersion: 'v2',
      path: options.path,
      platform: options.platform,
      release,
      resolveRelations: options.resolveRelations ? [...options.resolveRelations] : undefined,
      sku: options.sku,
      version,
    },
    headers,
    response: pageResponseSchema,
    signal: options.signal,
  });
  return toContentStory(story);
}

/**
 * A page that may not exist: null for a missing story or one whose component is not `Page` (both a 404, spec points 2
 * and 8); other failures are thrown.
 */
export async function findPage(client: ShopClient, options: LoadPageOptions): Promise<ContentStory | null> {
  try {
    const story = await loadPage(client, options);
    return story.content.type === 'Page' ? story : null;
  } catch (error) {
    if (error instanceof ShopApiError && error.status === 404) return null;
    throw error;
  }
}

export interface BreadcrumbItem {
  name: string;
  path: string;
  publicPath: string;
  uuid: string;
}

/** GET /frontend-api/mp/storyblok/breadcrumb: the trail from the start page down to `path`. */
export async function loadBreadcrumb(
  client: ShopClient,
  options: Omit<LoadPageOptions, 'resolveRelations' | 'sku' | 'baseUrl'>,
): Promise<BreadcrumbItem[]> {
  const { version, release, headers } = previewParts(options.preview, options.previewToken);
  const { breadcrumb } = await shopRequest(client, {
    path: `${PAGE_ROUTE}/breadcrumb`,
    query: { locale: options.locale, path: options.path, platform: options.platform, version, release },
    headers,
    response: breadcrumbResponseSchema,
    signal: options.signal,
  });
  return breadcrumb;
}

/** GET /frontend-api/mp/storyblok/transform?id=: the story the visual editor opened (`_storyblok=<id>`), as a page. */
export async function loadPreviewStory(
  client: ShopClient,
  options: {
    locale: string;
    platform: Platform;
    preview: VerifiedPreview;
    previewToken: string;
    resolveRelations?: readonly string[];
  },
): Promise<ContentStory> {
  const { version, release, headers } = previewParts(options.preview, options.previewToken);
  const { story } = await shopRequest(client, {
    path: `${PAGE_ROUTE}/transform`,
    query: {
      id: options.preview.storyId,
      locale: options.locale,
      platform: options.platform,
      version,
      release,
      resolveRelations: options.resolveRelations ? [...options.resolveRelations] : undefined,
    },
    headers,
    response: pageResponseSchema,
  });
  return toContentStory(story);
}

/** The error page's story (`{channel}/error`) by slug, without relations, in the page's language. */
export function loadErrorPageStory(
  content: ContentClient,
  options: { channel: string; language: string; preview?: VerifiedPreview },
): Promise<ContentStory> {
  return content.getStory(`${options.channel}/error`, {
    language: options.language,
    preview: options.preview,
  });
}
