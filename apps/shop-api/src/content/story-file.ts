import { z } from 'zod';
import { languages, locales } from '@shop/config/markets';

/** A block of a story's content: Storyblok's `_uid` + `component`, any further fields. */
export const blokSchema = z.looseObject({
  _uid: z.string().min(1),
  component: z.string().regex(/^[A-Z][A-Za-z0-9]*$/),
});
export type Blok = z.infer<typeof blokSchema>;

const alternateSchema = z.strictObject({
  locale: z.enum(locales),
  /** Content path in that locale, without language prefix (`/` for the start page). */
  path: z.string().regex(/^\/[a-z0-9/-]*$/),
});

const isoDate = z.iso.datetime({ offset: true });

/**
 * One story file of the content space (`content/<channel>/<language>/<slug>.json`): the story's metadata and its
 * versions. `published: null` is a story that was never published (draft only); `draft` absent means the draft
 * equals the published version; `releases` holds the content a release would publish, by release id.
 */
export const storyFileSchema = z.strictObject({
  id: z.number().int().positive(),
  uuid: z.uuid(),
  name: z.string().min(1),
  slug: z.string().regex(/^[a-z0-9][a-z0-9-]*$/),
  full_slug: z.string().regex(/^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)+$/),
  lang: z.enum(languages),
  position: z.number().int().default(0),
  is_startpage: z.boolean().default(false),
  tag_list: z.array(z.string()).default([]),
  created_at: isoDate,
  first_published_at: isoDate.nullable().default(null),
  published_at: isoDate.nullable().default(null),
  /** Redirect: the story answers with a redirect to `target` (a content path or an absolute URL). */
  target: z.string().min(1).nullable().default(null),
  status: z
    .union([z.literal(301), z.literal(302), z.literal(307), z.literal(308)])
    .nullable()
    .default(null),
  alternates: z.array(alternateSchema).default([]),
  published: blokSchema.nullable(),
  draft: blokSchema.optional(),
  releases: z.record(z.string().regex(/^[1-9][0-9]*$/), blokSchema).default({}),
});
export type StoryFile = z.infer<typeof storyFileSchema>;

export const releaseSchema = z.strictObject({
  id: z.number().int().positive(),
  name: z.string().min(1),
  release_at: isoDate.nullable(),
});
export type Release = z.infer<typeof releaseSchema>;
export const releasesFileSchema = z.array(releaseSchema);
