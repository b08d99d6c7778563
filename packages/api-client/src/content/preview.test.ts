import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  isVerifiedPreview,
  PREVIEW_MAX_AGE_MS,
  readPreviewParams,
  signPreviewParams,
  verifyPreview,
} from './preview.ts';

const previewToken = 'local-preview-token';
const now = Date.parse('2026-11-21T12:00:00Z');
const seconds = now / 1000;

/** The editor's signature as Storyblok documents it, computed independently with node:crypto. */
const sign = (spaceId: string, timestamp: number, token = previewToken) =>
  createHash('sha1').update(`${spaceId}:${token}:${timestamp}`).digest('hex');
const query = (fields: Record<string, string>) => new URLSearchParams(fields);
const editorQuery = (timestamp: number, overrides: Record<string, string> = {}) =>
  query({
    _storyblok: '123',
    '_storyblok_tk[space_id]': '4711',
    '_storyblok_tk[timestamp]': String(timestamp),
    '_storyblok_tk[token]': sign('4711', timestamp),
    ...overrides,
  });

describe('verifyPreview', () => {
  it.each([
    ['a fresh editor link', editorQuery(seconds - 10), true, undefined],
    ['exactly one hour old', editorQuery(seconds - 3600), true, undefined],
    ['one second over an hour', editorQuery(seconds - 3601), false, 'expired'],
    [
      'signed with another token',
      editorQuery(seconds, { '_storyblok_tk[token]': sign('4711', seconds, 'other') }),
      false,
      'invalid_signature',
    ],
    [
      'a timestamp changed after signing',
      editorQuery(seconds - 10, { '_storyblok_tk[timestamp]': String(seconds) }),
      false,
      'invalid_signature',
    ],
    ['a far-future timestamp', editorQuery(seconds + 3600), false, 'not_yet_valid'],
    [
      'no token',
      query({
        _storyblok: '123',
        '_storyblok_tk[space_id]': '4711',
        '_storyblok_tk[timestamp]': String(seconds),
      }),
      false,
      'malformed',
    ],
    ['a non-numeric story', editorQuery(seconds, { _storyblok: 'abc' }), false, 'malformed'],
    ['no _storyblok at all', query({ sku: 'x' }), false, 'absent'],
  ])('%s', async (_name, params, ok, reason) => {
    const result = await verifyPreview({ query: params, previewToken, now: () => now });
    expect(result.ok).toBe(ok);
    if (!result.ok) expect(result.reason).toBe(reason);
    else expect(isVerifiedPreview(result.preview)).toBe(true);
  });

  it('refuses another space when the space id is known', async () => {
    expect(
      await verifyPreview({ query: editorQuery(seconds), previewToken, spaceId: '1', now: () => now }),
    ).toEqual({ ok: false, reason: 'wrong_space' });
  });

  it('reads the release and story of a verified preview', async () => {
    const result = await verifyPreview({
      query: editorQuery(seconds, { _storyblok_release: '1' }),
      previewToken,
      now: () => now,
    });
    expect(result).toMatchObject({ ok: true, preview: { storyId: 123, releaseId: 1, spaceId: '4711' } });
  });

  it('signs like the editor (sha1 of space id, token and timestamp)', async () => {
    const signed = await signPreviewParams({ storyId: 5, spaceId: '4711', previewToken, timestamp: seconds });
    expect(signed.get('_storyblok_tk[token]')).toBe(sign('4711', seconds));
    expect(readPreviewParams(signed)).toEqual({
      storyId: 5,
      releaseId: undefined,
      spaceId: '4711',
      timestamp: seconds,
      token: sign('4711', seconds),
    });
    expect(PREVIEW_MAX_AGE_MS).toBe(3_600_000);
  });

  it('does not treat hand-made objects as verified', () => {
    expect(isVerifiedPreview({ storyId: 1, releaseId: undefined, spaceId: '4711' })).toBe(false);
  });
});
