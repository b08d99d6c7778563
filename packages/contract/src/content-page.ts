import { z } from 'zod';

// Answers of the backend page routes under /frontend-api/mp/storyblok (apps/shop-api/src/content/page-api.ts) and the
// story shape of the content delivery API. Added by the api-client; stories stay loose below `content` (blocks are
// validated by the components that render them).

export const blokSchema = z.looseObject({ component: z.string(), _uid: z.string().optional() });

export const storyAlternateSchema = z.looseObject({
  locale: z.string().optional(),
  path: z.string().optional(),
  lang: z.string().optional(),
  full_slug: z.string().nullable().optional(),
  published: z.boolean().optional(),
  /** Public path of the alternate in its locale (page routes only). */
  publicPath: z.string().optional(),
});

/** A story as Storyblok's CDN API v2 and our page routes send it. */
export const apiStorySchema = z.looseObject({
  id: z.number().int(),
  uuid: z.string(),
  name: z.string(),
  slug: z.string(),
  full_slug: z.string(),
  lang: z.string().optional(),
  path: z.string().nullable().optional(),
  published_at: z.string().nullable().optional(),
  first_published_at: z.string().nullable().optional(),
  release_id: z.number().int().nullable().optional(),
  tag_list: z.array(z.string()).optional(),
  alternates: z.array(storyAlternateSchema).default([]),
  target: z.string().nullable().optional(),
  status: z.number().int().nullable().optional(),
  content: blokSchema,
});
export type ApiStory = z.infer<typeof apiStorySchema>;

/** GET /frontend-api/mp/storyblok[/{locale}/{path}] and …/transform */
export const pageResponseSchema = z.object({ story: apiStorySchema });

/** GET /frontend-api/mp/storyblok/breadcrumb */
export const breadcrumbResponseSchema = z.object({
  breadcrumb: z.array(
    z.object({ name: z.string(), path: z.string(), publicPath: z.string(), uuid: z.string() }),
  ),
});
