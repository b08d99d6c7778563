import { describe, expect, it } from 'vitest';
import { InvalidTagManagerIdError, suggestTagManagerId, validateTagManagerId } from './tag-manager-id.ts';

describe('validateTagManagerId', () => {
  it.each([['GTM-ABC123'], ['GTM-5XK2'], ['G-ABCDEF1234'], ['G-1']])('%s is valid', (id) => {
    expect(validateTagManagerId(id)).toEqual({ valid: true, id });
  });

  it.each([
    ['gtm-abc123', 'GTM-ABC123'],
    ['GTM_ABC123', 'GTM-ABC123'],
    ['GTMABC123', 'GTM-ABC123'],
    [' GTM-ABC123 ', 'GTM-ABC123'],
    ['GTM - abc 123', 'GTM-ABC123'],
    ['g-abc', 'G-ABC'],
    ['G–ABC', 'G-ABC'],
    ['GTM-', undefined],
    ['UA-12345-1', undefined],
    ['', undefined],
    ['G-', undefined],
  ])('%j is invalid, suggestion %j', (id, suggestion) => {
    const result = validateTagManagerId(id);
    expect(result.valid).toBe(false);
    if (result.valid) return;
    expect(result.error).toBeInstanceOf(InvalidTagManagerIdError);
    expect(result.error.code).toBe('invalid-tag-manager-id');
    expect(result.error.suggestion).toBe(suggestion);
    expect(suggestTagManagerId(id)).toBe(suggestion);
    expect(result.error.message).toBe(
      suggestion
        ? `Invalid tag-manager id "${id}". Did you mean "${suggestion}"?`
        : `Invalid tag-manager id "${id}".`,
    );
  });
});
