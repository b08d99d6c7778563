import type { ChannelSettings } from '@shop/config/channel-settings';
import { locales, type Locale } from '@shop/config/markets';
import { revalidateTag } from 'next/cache';
import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { serverLogger } from '../data/server-logger.ts';
import { contentTags } from '../data/cache-policy.ts';


/**
 * What a caller sends: the story's `full_slug` as the content space names it (`kartenliebe/fotobuch`), and optionally
 * the locales to refresh (default: every locale of the channel, because one story is published in all its languages).
 */
export const revalidateBodySchema = z.strictObject({
  slug: z
    .string()
    .min(1)
    .max(300)
    .regex(/^[a-z0-9][a-z0-9/_.-]*$/),
  locales: z.array(z.enum(locales)).min(1).max(locales.length).optional(),
});
export type RevalidateBody = z.infer<typeof revalidateBodySchema>;

/** The tags a changed story invalidates in this channel: its locales' content tags; none for another channel's story. */
export function tagsForStory(settings: ChannelSettings, body: RevalidateBody): string[] {
  const [channel] = body.slug.split('/');
  if (channel !== settings.id) return [];
  const targets: readonly Locale[] = body.locales ?? locales;
  return targets.map((locale) => contentTags(settings.id, locale)[1] as string);
}

function secretMatches(expected: string, authorization: string | null): boolean {
  const given = /^Bearer (.+)$/.exec(authorization ?? '')?.[1];
  if (!given) return false;
  // Equal-length digests, so the comparison takes the same time whatever was sent.
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(expected), digest(given));
}

function problem(status: number, code: string, message: string): Response {
  return Response.json({ error: { code, message } }, { status, headers: { 'cache-control': 'no-store' } });
}

/**
 * POST handler of the revalidation route: `Authorization: Bearer <REVALIDATE_SECRET>`, a JSON body per
 * `revalidateBodySchema`. The tags expire at once (`expire: 0`): the next request of a page renders it with the
 * published story. Pages nobody asks for stay stale until they are asked for or their 300 s lifetime ends.
 */
export function createRevalidateRoute(settings: ChannelSettings, secret: string) {
  return async function POST(request: Request): Promise<Response> {
    if (!secretMatches(secret, request.headers.get('authorization'))) return problem(401, 'invalid_secret', 'Missing or wrong revalidation secret');
    let json: unknown;
    try {
      json = await request.json();
    } catch {
      return problem(400, 'invalid_json', 'The body is not JSON');
    }
    const parsed = revalidateBodySchema.safeParse(json);
    if (!parsed.success) return problem(400, 'invalid_body', z.prettifyError(parsed.error));
    const tags = tagsForStory(settings, parsed.data);
    for (const tag of tags) revalidateTag(tag, { expire: 0 });
    serverLogger.info('content-revalidated', { slug: parsed.data.slug, tags: tags.length });
    return Response.json({ revalidated: tags }, { headers: { 'cache-control': 'no-store' } });
  };
}
