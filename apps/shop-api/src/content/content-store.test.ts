import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContentStore, type ContentSnapshot } from './content-store.ts';

let dir: string;

const story = (title: string) => ({
  id: 1001,
  uuid: '00000000-0000-4000-8000-000000000001',
  name: 'Item',
  slug: 'item',
  full_slug: 'shop/item',
  lang: 'de',
  created_at: '2026-01-01T00:00:00.000Z',
  published_at: '2026-02-01T00:00:00.000Z',
  first_published_at: '2026-02-01T00:00:00.000Z',
  published: { _uid: 'uid-1', component: 'Page', title },
});

const writeItem = (title: string) => writeFile(join(dir, 'shop', 'de', 'item.json'), JSON.stringify(story(title)));
const titleOf = (snapshot: ContentSnapshot) =>
  (snapshot.bySlug.get('de:shop/item')?.published as { title?: string } | undefined)?.title;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'content-store-'));
  await mkdir(join(dir, 'shop', 'de'), { recursive: true });
  await writeItem('First');
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('ContentStore', () => {
  it('answers with the snapshot it has while it checks the folder, and the reads after the check see the change', async () => {
    const store = new ContentStore({ contentDir: dir, reloadIntervalMs: 30 });
    const first = await store.get();
    expect(titleOf(first)).toBe('First');
    await writeItem('Second, edited');
    await new Promise((resolve) => setTimeout(resolve, 40));
    // The check is due: this read starts it and does not wait for it.
    expect(await store.get()).toBe(first);
    await vi.waitFor(async () => expect(titleOf(await store.get())).toBe('Second, edited'));
    expect((await store.get()).cv).toBeGreaterThan(first.cv);
  });

  it('with an interval of 0 every read waits for the check and sees a change at once', async () => {
    const store = new ContentStore({ contentDir: dir, reloadIntervalMs: 0 });
    expect(titleOf(await store.get())).toBe('First');
    await writeItem('Second, edited');
    expect(titleOf(await store.get())).toBe('Second, edited');
  });

  it('keeps the snapshot and reports the error when the folder cannot be listed', async () => {
    const errors: Error[] = [];
    const store = new ContentStore({ contentDir: dir, reloadIntervalMs: 10, onReloadError: (error) => errors.push(error) });
    const first = await store.get();
    await rm(dir, { recursive: true, force: true });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await store.get()).toBe(first);
    await vi.waitFor(() => expect(errors.map((error) => (error as NodeJS.ErrnoException).code)).toEqual(['ENOENT']));
    expect(await store.get()).toBe(first);
  });
});
