import { describe, expect, it, vi } from 'vitest';
import { createSharedRequests } from './shared-requests.ts';

describe('createSharedRequests', () => {
  it('loads a key once and hands every caller the same answer', async () => {
    const request = createSharedRequests<string>();
    const load = vi.fn(() => Promise.resolve('de-DE texts'));
    const first = request('de-DE', load);
    expect(request('de-DE', load)).toBe(first);
    await expect(first).resolves.toBe('de-DE texts');
    await request('de-DE', load);
    expect(load).toHaveBeenCalledTimes(1);
    await request('fr-CH', () => Promise.resolve('fr-CH texts'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed request, so the next call tries again', async () => {
    const request = createSharedRequests<string>();
    await expect(request('de-DE', () => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
    await expect(request('de-DE', () => Promise.resolve('de-DE texts'))).resolves.toBe('de-DE texts');
  });
});
