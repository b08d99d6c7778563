import { apiStorySchema, type ApiStory } from '@shop/contract/content-page';
import { toContentBlock, type ContentBlock } from './blocks.ts';
import { ContentError } from './errors.ts';

/** A story in the project's shape (camelCase, redirect made explicit), whatever API delivered it. */
export interface ContentStory {
  id: number;
  uuid: string;
  name: string;
  slug: string;
  fullSlug: string;
  lang: string | undefined;
  /** Content path (`/fotokalender`) when the API sends one. */
  path: string | undefined;
  /** The story's root block (`type` `Page` for pages), vendor field names mapped away. */
  content: ContentBlock;
  alternates: {
    locale: string | undefined;
    path: string | undefined;
    fullSlug: string | undefined;
    publicPath: string | undefined;
    published: boolean;
  }[];
  tagList: string[];
  publishedAt: string | null;
  releaseId: number | null;
  /** A story with a redirect target redirects with its status code (spec point 2). */
  redirect: { target: string; status: number } | null;
}

/** Maps a delivered story into ContentStory. */
export function toContentStory(story: ApiStory): ContentStory {
  return {
    id: story.id,
    uuid: story.uuid,
    name: story.name,
    slug: story.slug,
    fullSlug: story.full_slug,
    lang: story.lang,
    path: story.path ?? undefined,
    content: toContentBlock(story.content),
    alternates: story.alternates.map((alternate) => ({
      locale: alternate.locale,
      path: alternate.path,
      fullSlug: alternate.full_slug ?? undefined,
      publicPath: alternate.publicPath,
      published: alternate.published ?? true,
    })),
    tagList: story.tag_list ?? [],
    publishedAt: story.published_at ?? null,
    releaseId: story.release_id ?? null,
    redirect: story.target ? { target: story.target, status: story.status ?? 301 } : null,
  };
}

/** Validates an unknown story at the boundary; an unknown shape is a ContentError, never an `any`. */
export function parseStory(value: unknown): ContentStory {
  const parsed = apiStorySchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ContentError({
      code: 'invalid_response',
      message: `Unexpected story shape${issue ? ` at ${issue.path.join('.') || '(root)'}: ${issue.message}` : ''}`,
    });
  }
  return toContentStory(parsed.data);
}
