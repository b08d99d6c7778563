/** Storyblok's visual editor opens pages with these parameters (the `_storyblok_tk[...]` ones sign the visit). */
export const PREVIEW_STORY_PARAM = '_storyblok';
export const PREVIEW_RELEASE_PARAM = '_storyblok_release';
const SPACE_PARAM = '_storyblok_tk[space_id]';
const TIMESTAMP_PARAM = '_storyblok_tk[timestamp]';
const TOKEN_PARAM = '_storyblok_tk[token]';

/** A preview link is valid for one hour after the editor created it. */
export const PREVIEW_MAX_AGE_MS = 60 * 60 * 1000;
/** Clocks drift: a timestamp up to this far in the future still counts. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;

/** The preview parameters of a page query, unverified. */
export interface PreviewParams {
  storyId: number;
  releaseId: number | undefined;
  spaceId: string;
  /** Unix seconds, as the editor sends it. */
  timestamp: number;
  token: string;
}

/** A preview whose signature and age were checked; the only key to draft content in this package. */
export interface VerifiedPreview {
  readonly storyId: number;
  readonly releaseId: number | undefined;
  readonly spaceId: string;
}

export type PreviewVerification =
  | { ok: true; preview: VerifiedPreview }
  | {
      ok: false;
      reason: 'absent' | 'malformed' | 'wrong_space' | 'invalid_signature' | 'expired' | 'not_yet_valid';
    };

const verified = new WeakSet<VerifiedPreview>();

/** True only for objects `verifyPreview` created: a hand-made `{ storyId }` does not unlock drafts. */
export function isVerifiedPreview(value: unknown): value is VerifiedPreview {
  return typeof value === 'object' && value !== null && verified.has(value as VerifiedPreview);
}

const positiveInt = /^[1-9]\d{0,11}$/;

/** Reads `_storyblok`, `_storyblok_release` and `_storyblok_tk[...]`; undefined without `_storyblok`, null when malformed. */
export function readPreviewParams(query: URLSearchParams): PreviewParams | null | undefined {
  const story = query.get(PREVIEW_STORY_PARAM);
  if (story === null) return undefined;
  const release = query.get(PREVIEW_RELEASE_PARAM);
  const spaceId = query.get(SPACE_PARAM) ?? '';
  const timestamp = query.get(TIMESTAMP_PARAM) ?? '';
  const token = query.get(TOKEN_PARAM) ?? '';
  if (
    !positiveInt.test(story) ||
    (release !== null && release !== '' && release !== '0' && !positiveInt.test(release))
  )
    return null;
  if (!positiveInt.test(spaceId) || !positiveInt.test(timestamp) || !/^[0-9a-f]{40}$/i.test(token))
    return null;
  return {
    storyId: Number(story),
    releaseId: release && release !== '0' ? Number(release) : undefined,
    spaceId,
    timestamp: Number(timestamp),
    token: token.toLowerCase(),
  };
}

async function sha1Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-1', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

function equalsConstantTime(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index += 1) difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return difference === 0;
}

export interface VerifyPreviewOptions {
  query: URLSearchParams;
  /** The space's preview token (server-side secret). */
  previewToken: string;
  /** The space the token belongs to; other spaces are refused when given. */
  spaceId?: string;
  /** Injected clock (epoch ms). */
  now: () => number;
}

/**
 * Checks the editor's signature, sha1(`space_id:previewToken:timestamp`), and that it is at most an hour old. Run
 * it on the server before any draft request: the content client and page loader only accept its result.
 */
export async function verifyPreview(options: VerifyPreviewOptions): Promise<PreviewVerification> {
  const params = readPreviewParams(options.query);
  if (params === undefined) return { ok: false, reason: 'absent' };
  if (params === null) return { ok: false, reason: 'malformed' };
  if (options.spaceId !== undefined && params.spaceId !== options.spaceId)
    return { ok: false, reason: 'wrong_space' };
  const expected = await sha1Hex(`${params.spaceId}:${options.previewToken}:${params.timestamp}`);
  if (!equalsConstantTime(expected, params.token)) return { ok: false, reason: 'invalid_signature' };
  const age = options.now() - params.timestamp * 1000;
  if (age > PREVIEW_MAX_AGE_MS) return { ok: false, reason: 'expired' };
  if (age < -CLOCK_SKEW_MS) return { ok: false, reason: 'not_yet_valid' };
  const preview: VerifiedPreview = Object.freeze({
    storyId: params.storyId,
    releaseId: params.releaseId,
    spaceId: params.spaceId,
  });
  verified.add(preview);
  return { ok: true, preview };
}

/** Signs preview parameters the way the visual editor does; for tests and local tooling. */
export async function signPreviewParams(options: {
  storyId: number;
  spaceId: string;
  previewToken: string;
  timestamp: number;
  releaseId?: number;
}): Promise<URLSearchParams> {
  const query = new URLSearchParams({ [PREVIEW_STORY_PARAM]: String(options.storyId) });
  if (options.releaseId !== undefined) query.set(PREVIEW_RELEASE_PARAM, String(options.releaseId));
  query.set(SPACE_PARAM, options.spaceId);
  query.set(TIMESTAMP_PARAM, String(options.timestamp));
  query.set(TOKEN_PARAM, await sha1Hex(`${options.spaceId}:${options.previewToken}:${options.timestamp}`));
  return query;
}
