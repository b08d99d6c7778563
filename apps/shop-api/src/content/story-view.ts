import type { ContentSnapshot, StoredStory } from './content-store.ts';
import type { Blok } from './story-file.ts';

/** A story as the Content Delivery API v2 sends it (plus `target`/`status` for redirects). */
export interface ApiStory {
  name: string;
  created_at: string;
  published_at: string | null;
  updated_at: string;
  id: number;
  uuid: string;
  content: Blok;
  slug: string;
  full_slug: string;
  sort_by_date: null;
  position: number;
  tag_list: string[];
  is_startpage: boolean;
  parent_id: number;
  meta_data: null;
  group_id: string;
  first_published_at: string | null;
  release_id: number | null;
  lang: string;
  path: string;
  alternates: ApiAlternate[];
  default_full_slug: null;
  translated_slugs: null;
  target: string | null;
  status: number | null;
}

export interface ApiAlternate {
  locale: string;
  path: string;
  lang: string;
  id: number | null;
  uuid: string | null;
  name: string | null;
  slug: string | null;
  full_slug: string | null;
  published: boolean;
  is_folder: false;
  parent_id: number | null;
}

function mapDeep(value: unknown, visit: (node: Record<string, unknown>) => Record<string, unknown>): unknown {
  if (Array.isArray(value)) return value.map((item) => mapDeep(item, visit));
  if (value && typeof value === 'object') {
    const copy: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(value)) copy[key] = mapDeep(child, visit);
    return visit(copy);
  }
  return value;
}

/**
 * Deep copy of content with assets pointing at the image proxy of `assetBase`, `excludedFields` dropped from every
 * blok and, for previews, `_editable` markers.
 */
export function prepareContent(
  content: Blok,
  options: { assetBase: string; excludedFields?: readonly string[]; editableStoryId?: number },
): Blok {
  const excluded = new Set(options.excludedFields ?? []);
  const { editableStoryId } = options;
  return mapDeep(content, (node) => {
    if (
      node.fieldtype === 'asset' &&
      typeof node.filename === 'string' &&
      node.filename.startsWith('/images/')
    ) {
      node.filename = `${options.assetBase}${node.filename}`;
    }
    if (excluded.size > 0 && typeof node.component === 'string' && typeof node._uid === 'string') {
      for (const field of excluded) delete node[field];
    }
    // Drafts carry Storyblok's editable markers, which the visual editor bridge uses to find a blok on the page.
    if (
      editableStoryId !== undefined &&
      typeof node.component === 'string' &&
      typeof node._uid === 'string'
    ) {
      node._editable = `<!--#storyblok#${JSON.stringify({ name: node.component, space: '1', uid: node._uid, id: String(editableStoryId) })}-->`;
    }
    return node;
  }) as Blok;
}

/** Builds the API form of a stored story with the given (already prepared) content. */
export function toApiStory(
  story: StoredStory,
  content: Blok,
  snapshot: ContentSnapshot,
  releaseId: number | null,
): ApiStory {
  return {
    name: story.name,
    created_at: story.created_at,
    published_at: story.published_at,
    updated_at: story.published_at ?? story.created_at,
    id: story.id,
    uuid: story.uuid,
    content,
    slug: story.slug,
    full_slug: story.full_slug,
    sort_by_date: null,
    position: story.position,
    tag_list: story.tag_list,
    is_startpage: story.is_startpage,
    parent_id: story.parent_id,
    meta_data: null,
    group_id: story.uuid,
    first_published_at: story.first_published_at,
    release_id: releaseId,
    lang: story.lang,
    path: story.path,
    alternates: story.alternates.map((alternate) => {
      const lang = alternate.locale.slice(0, 2);
      const channelSlug = alternate.path === '/' ? 'home' : alternate.path.slice(1);
      const other = snapshot.bySlug.get(`${lang}:${story.channel}/${channelSlug}`);
      return {
        locale: alternate.locale,
        path: alternate.path,
        lang,
        id: other?.id ?? null,
        uuid: other?.uuid ?? null,
        name: other?.name ?? null,
        slug: other?.slug ?? null,
        full_slug: other?.full_slug ?? null,
        published: other ? other.published !== null : false,
        is_folder: false,
        parent_id: other?.parent_id ?? null,
      };
    }),
    default_full_slug: null,
    translated_slugs: null,
    target: story.target,
    status: story.status,
  };
}

/**
 * Uuids named by relation fields (`Component.field`, as in `resolve_relations`): a field holding a uuid or a list
 * of uuids inside a blok of that component.
 */
export function collectRelationUuids(content: unknown, patterns: readonly string[], into: Set<string>): void {
  if (patterns.length === 0) return;
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) {
      node.forEach(walk);
      return;
    }
    if (!node || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    const component = typeof record.component === 'string' ? record.component : undefined;
    for (const [key, value] of Object.entries(record)) {
      if (component && patterns.includes(`${component}.${key}`)) {
        if (typeof value === 'string') into.add(value);
        else if (Array.isArray(value)) for (const item of value) if (typeof item === 'string') into.add(item);
        continue;
      }
      walk(value);
    }
  };
  walk(content);
}

/** Uuids of story links: multilink fields (`linktype: story`, `id`) and rich-text link marks (`attrs.uuid`). */
export function collectLinkUuids(content: unknown, into: Set<string>): void {
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) {
      node.forEach(walk);
      return;
    }
    if (!node || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    if (
      record.fieldtype === 'multilink' &&
      record.linktype === 'story' &&
      typeof record.id === 'string' &&
      record.id
    ) {
      into.add(record.id);
    }
    if (record.type === 'link' && record.attrs && typeof record.attrs === 'object') {
      const attrs = record.attrs as Record<string, unknown>;
      if (attrs.linktype === 'story' && typeof attrs.uuid === 'string' && attrs.uuid) into.add(attrs.uuid);
    }
    for (const value of Object.values(record)) walk(value);
  };
  walk(content);
}

/** The link object of `/cdn/links` and of `resolve_links=url`. */
export function toApiLink(story: StoredStory) {
  return {
    id: story.id,
    uuid: story.uuid,
    slug: story.full_slug,
    full_slug: story.full_slug,
    url: story.full_slug,
    path: story.path,
    real_path: `/${story.full_slug}`,
    name: story.name,
    lang: story.lang,
    published: story.published !== null,
    parent_id: story.parent_id,
    is_folder: false,
    is_startpage: story.is_startpage,
    position: story.position,
  };
}
