import { z } from 'zod';
import { isLanguage, isLocale, type Language } from '@shop/config/markets';

/** The space's default language: what Storyblok answers when no `language` is asked for. */
export const DEFAULT_LANGUAGE: Language = 'de';

const MAX_LIST = 1000;

const positiveInt = (max: number) =>
  z
    .string()
    .regex(/^[1-9][0-9]{0,8}$/, 'must be a positive integer')
    .transform(Number)
    .pipe(z.number().int().min(1).max(max));

const csv = <T extends z.ZodType<unknown, string>>(item: T, maxItems = MAX_LIST) =>
  z
    .string()
    .max(60_000)
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item).max(maxItems));

export const tokenParam = z.string().min(1).max(200);
export const versionParam = z.enum(['published', 'draft']).default('published');
export const cvParam = z
  .string()
  .regex(/^[0-9]{1,12}$/, 'must be a number')
  .transform(Number);

/** `de`, `default`, or a locale in any case (`fr-CH`, `fr-ch`): the language part decides. */
export const languageParam = z
  .string()
  .max(10)
  .transform((value, ctx): Language => {
    const lower = value.toLowerCase();
    if (lower === 'default') return DEFAULT_LANGUAGE;
    if (isLanguage(lower)) return lower;
    const [language, country] = lower.split('-');
    if (language && country && isLocale(`${language}-${country.toUpperCase()}`)) return language as Language;
    ctx.addIssue({ code: 'custom', message: 'unknown language' });
    return z.NEVER;
  });

const slugPart = /^[a-z0-9][a-z0-9-]*$/;
const slugPath = z
  .string()
  .max(300)
  .regex(/^[a-z0-9][a-z0-9/-]*$/, 'must be a slug path');
export const startsWithParam = z
  .string()
  .max(300)
  .regex(/^[a-z0-9][a-z0-9/-]*\/?$/, 'must be a slug path')
  .refine((value) => !value.includes('//'), 'must be a slug path');
/** `Component.field` as Storyblok's resolve_relations names relation fields. */
export const relationParam = csv(
  z.string().regex(/^[A-Za-z][A-Za-z0-9_-]*\.[A-Za-z_][A-Za-z0-9_]*$/, 'must be Component.field'),
  50,
);
export const resolveLinksParam = z.enum(['story', 'url', 'link', '1', '0']);
export const resolveLevelParam = z.enum(['1', '2']).transform(Number);
export const releaseParam = positiveInt(1_000_000_000);
const fieldList = csv(z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'must be a field name'), 50);

/** Query of `GET /v2/cdn/stories`. */
export const storiesQuerySchema = z.strictObject({
  token: tokenParam.optional(),
  version: versionParam,
  cv: cvParam.optional(),
  language: languageParam.optional(),
  starts_with: startsWithParam.optional(),
  by_uuids: csv(z.uuid()).optional(),
  by_uuids_ordered: csv(z.uuid()).optional(),
  by_slugs: csv(
    z
      .string()
      .max(300)
      .regex(/^[a-z0-9][a-z0-9/-]*\*?$/, 'must be a slug path, optionally ending in *'),
  ).optional(),
  excluding_slugs: csv(
    z
      .string()
      .max(300)
      .regex(/^[a-z0-9][a-z0-9/-]*\*?$/, 'must be a slug path, optionally ending in *'),
  ).optional(),
  excluding_ids: csv(
    z
      .string()
      .regex(/^[1-9][0-9]{0,9}$/, 'must be an id')
      .transform(Number),
  ).optional(),
  content_type: z
    .string()
    .regex(/^[A-Z][A-Za-z0-9]*$/, 'must be a component name')
    .optional(),
  is_startpage: z
    .enum(['0', '1', 'true', 'false'])
    .transform((value) => value === '1' || value === 'true')
    .optional(),
  with_tag: csv(z.string().min(1).max(100)).optional(),
  sort_by: z
    .string()
    .regex(
      /^(name|slug|full_slug|position|created_at|published_at|first_published_at|id):(asc|desc)$/,
      'must be field:asc or field:desc',
    )
    .optional(),
  resolve_relations: relationParam.optional(),
  resolve_links: resolveLinksParam.optional(),
  resolve_level: resolveLevelParam.optional(),
  excluding_fields: fieldList.optional(),
  excluding_story_fields: fieldList.optional(),
  // Storyblok caps larger pages at 100 instead of refusing them.
  per_page: z
    .string()
    .regex(/^[1-9][0-9]{0,8}$/, 'must be a positive integer')
    .transform((value) => Math.min(Number(value), 100))
    .default(25),
  page: positiveInt(1_000_000).default(1),
  from_release: releaseParam.optional(),
});
export type StoriesQuery = z.infer<typeof storiesQuerySchema>;

/** Query of `GET /v2/cdn/stories/{slug | id | uuid}`. */
export const storyQuerySchema = z.strictObject({
  token: tokenParam.optional(),
  version: versionParam,
  cv: cvParam.optional(),
  language: languageParam.optional(),
  find_by: z.enum(['uuid', 'id', 'slug']).optional(),
  resolve_relations: relationParam.optional(),
  resolve_links: resolveLinksParam.optional(),
  resolve_level: resolveLevelParam.optional(),
  excluding_fields: fieldList.optional(),
  excluding_story_fields: fieldList.optional(),
  from_release: releaseParam.optional(),
});
export type StoryQuery = z.infer<typeof storyQuerySchema>;

/** Path of `GET /v2/cdn/stories/{…}`: a full slug, a numeric id or a uuid. */
export const storyIdentifierSchema = z.union([
  z.string().regex(/^[1-9][0-9]{0,9}$/),
  z.uuid(),
  slugPath.refine(
    (value) =>
      value
        .split('/')
        .filter(Boolean)
        .every((part) => slugPart.test(part)),
    'must be a slug path',
  ),
]);

/** Query of `GET /v2/cdn/links`. */
export const linksQuerySchema = z.strictObject({
  token: tokenParam.optional(),
  version: versionParam,
  cv: cvParam.optional(),
  language: languageParam.optional(),
  starts_with: startsWithParam.optional(),
  paginated: z.enum(['0', '1']).optional(),
  include_dates: z.enum(['0', '1']).optional(),
  per_page: z
    .string()
    .regex(/^[1-9][0-9]{0,8}$/, 'must be a positive integer')
    .transform((value) => Math.min(Number(value), 1000))
    .default(25),
  page: positiveInt(1_000_000).default(1),
  from_release: releaseParam.optional(),
});

export const spaceQuerySchema = z.strictObject({
  token: tokenParam.optional(),
  version: versionParam,
  cv: cvParam.optional(),
});
