import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import {
  releasesFileSchema,
  storyFileSchema,
  type Blok,
  type Release,
  type StoryFile,
} from './story-file.ts';

export type ContentVersion = 'published' | 'draft';

/** A story file as loaded: its metadata plus where it lives. */
export interface StoredStory extends StoryFile {
  channel: string;
  /** Content path of the story in its language (`/` for the start page, `/themes/hochzeit`). */
  path: string;
  parent_id: number;
  /** Path of the file below the content folder, for error messages. */
  file: string;
}

export interface ContentSnapshot {
  cv: number;
  stories: readonly StoredStory[];
  byUuid: ReadonlyMap<string, StoredStory>;
  byId: ReadonlyMap<number, StoredStory>;
  /** Key `${lang}:${full_slug}`: the same full slug exists once per language. */
  bySlug: ReadonlyMap<string, StoredStory>;
  releases: ReadonlyMap<number, Release>;
  channels: readonly string[];
}

export class ContentFileError extends Error {
  readonly code = 'content_file_invalid';
  readonly file: string;
  constructor(file: string, message: string) {
    super(`${file}: ${message}`);
    this.name = 'ContentFileError';
    this.file = file;
  }
}

/** The slug of the start page of a channel and language: `/` is stored as `<channel>/home`. */
export const START_PAGE_SLUG = 'home';

/** Content path (`/fotokalender`, `/`) to the story's slug below its channel (`fotokalender`, `home`). */
export function pathToSlug(path: string): string {
  const bare = path.replace(/^\/+|\/+$/g, '');
  return bare === '' ? START_PAGE_SLUG : bare;
}

export function slugToPath(slugBelowChannel: string): string {
  return slugBelowChannel === START_PAGE_SLUG ? '/' : `/${slugBelowChannel}`;
}

const CHANNEL_DIR = /^[a-z][a-z0-9-]*$/;
const NON_CHANNEL_DIRS = new Set(['assets']);

interface FileStamp {
  file: string;
  mtimeMs: number;
  size: number;
}

async function listJsonFiles(contentDir: string): Promise<FileStamp[]> {
  const entries = await readdir(contentDir, { recursive: true, withFileTypes: true });
  const stamped = entries.map(async (entry): Promise<FileStamp | undefined> => {
    if (!entry.isFile() || !entry.name.endsWith('.json')) return undefined;
    const absolute = join(entry.parentPath, entry.name);
    const file = relative(contentDir, absolute).split(sep).join('/');
    const top = file.split('/')[0] ?? '';
    if (NON_CHANNEL_DIRS.has(top)) return undefined;
    // All at once: one after the other, the seed's 600 files took 30-50 ms of stat calls.
    const info = await stat(absolute);
    return { file, mtimeMs: info.mtimeMs, size: info.size };
  });
  const files = (await Promise.all(stamped)).filter((stamp): stamp is FileStamp => stamp !== undefined);
  return files.sort((a, b) => a.file.localeCompare(b.file));
}

function fingerprintOf(files: readonly FileStamp[]): string {
  const hash = createHash('sha1');
  for (const f of files) hash.update(`${f.file}\0${f.mtimeMs}\0${f.size}\n`);
  return hash.digest('hex');
}

function describeZodError(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}): string {
  const issue = error.issues[0];
  return issue ? `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}` : 'invalid';
}

async function parseStoryFile(contentDir: string, file: string): Promise<StoredStory> {
  const segments = file.replace(/\.json$/, '').split('/');
  const [channel, language, ...rest] = segments;
  if (!channel || !language || rest.length === 0 || !CHANNEL_DIR.test(channel)) {
    throw new ContentFileError(file, 'story files live at <channel>/<language>/<slug>.json');
  }
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(join(contentDir, file), 'utf8'));
  } catch (error) {
    throw new ContentFileError(file, `not valid JSON (${(error as Error).message})`);
  }
  const parsed = storyFileSchema.safeParse(raw);
  if (!parsed.success) throw new ContentFileError(file, describeZodError(parsed.error));
  const story = parsed.data;
  const slugBelowChannel = rest.join('/');
  if (story.lang !== language)
    throw new ContentFileError(file, `lang "${story.lang}" does not match its folder "${language}"`);
  if (story.full_slug !== `${channel}/${slugBelowChannel}`) {
    throw new ContentFileError(
      file,
      `full_slug "${story.full_slug}" does not match its file path (expected "${channel}/${slugBelowChannel}")`,
    );
  }
  if (story.slug !== rest[rest.length - 1])
    throw new ContentFileError(file, `slug "${story.slug}" does not match the file name`);
  if ((story.target === null) !== (story.status === null))
    throw new ContentFileError(file, 'a redirect needs both target and status');
  return { ...story, channel, path: slugToPath(slugBelowChannel), parent_id: 0, file };
}

async function loadSnapshot(
  contentDir: string,
  files: readonly FileStamp[],
  cv: number,
): Promise<ContentSnapshot> {
  const stories: StoredStory[] = [];
  let releases: Release[] = [];
  for (const { file } of files) {
    if (file === 'releases.json') {
      const parsed = releasesFileSchema.safeParse(JSON.parse(await readFile(join(contentDir, file), 'utf8')));
      if (!parsed.success) throw new ContentFileError(file, describeZodError(parsed.error));
      releases = parsed.data;
      continue;
    }
    if (!file.includes('/')) continue;
    stories.push(await parseStoryFile(contentDir, file));
  }
  const byUuid = new Map<string, StoredStory>();
  const byId = new Map<number, StoredStory>();
  const bySlug = new Map<string, StoredStory>();
  for (const story of stories) {
    const other = byUuid.get(story.uuid) ?? byId.get(story.id);
    if (other) throw new ContentFileError(story.file, `id or uuid already used by ${other.file}`);
    const key = `${story.lang}:${story.full_slug}`;
    if (bySlug.has(key))
      throw new ContentFileError(story.file, `duplicate full_slug ${story.full_slug} in ${story.lang}`);
    byUuid.set(story.uuid, story);
    byId.set(story.id, story);
    bySlug.set(key, story);
    for (const releaseId of Object.keys(story.releases)) {
      if (!releases.some((release) => String(release.id) === releaseId)) {
        throw new ContentFileError(story.file, `release ${releaseId} is not listed in releases.json`);
      }
    }
  }
  for (const story of stories) {
    const parentSlug = story.full_slug.slice(0, story.full_slug.lastIndexOf('/'));
    story.parent_id = bySlug.get(`${story.lang}:${parentSlug}`)?.id ?? 0;
  }
  stories.sort((a, b) => a.full_slug.localeCompare(b.full_slug) || a.lang.localeCompare(b.lang));
  return {
    cv,
    stories,
    byUuid,
    byId,
    bySlug,
    releases: new Map(releases.map((release) => [release.id, release])),
    channels: [...new Set(stories.map((story) => story.channel))].sort(),
  };
}

export interface ContentStoreOptions {
  contentDir: string;
  clock?: () => Date;
  /**
   * How often at most the folder is checked for changed files. A read that finds the check due starts it and answers
   * with the snapshot it has; the reads after the check see what it found. 0 checks before every read, and waits.
   */
  reloadIntervalMs?: number;
  onReloadError?: (error: Error) => void;
}

/**
 * The content space in memory. Files are re-read when their stamps change, and every change (or a publish webhook)
 * moves the cache version `cv` forward, as Storyblok does on publish.
 */
export class ContentStore {
  readonly contentDir: string;
  private readonly clock: () => Date;
  private readonly reloadIntervalMs: number;
  private readonly onReloadError: (error: Error) => void;
  private snapshot: ContentSnapshot | undefined;
  private fingerprint = '';
  private lastCheck = 0;
  private pending: Promise<ContentSnapshot> | undefined;

  constructor(options: ContentStoreOptions) {
    this.contentDir = options.contentDir;
    this.clock = options.clock ?? (() => new Date());
    this.reloadIntervalMs = options.reloadIntervalMs ?? 1000;
    this.onReloadError = options.onReloadError ?? (() => undefined);
  }

  /**
   * The current snapshot. Once the interval has passed, the folder is checked for changed files beside the reads: a
   * content request after a pause waited for that check (listing and stamping every story file, 30-130 ms with the
   * seed), which the page it was for then waited for too. Only the first read, and every read with an interval of 0,
   * waits for the folder.
   */
  async get(): Promise<ContentSnapshot> {
    const { snapshot } = this;
    if (snapshot && Date.now() - this.lastCheck < this.reloadIntervalMs) return snapshot;
    const beside = snapshot !== undefined && this.reloadIntervalMs > 0;
    if (!this.pending) {
      this.pending = this.refresh(false).finally(() => {
        this.pending = undefined;
      });
      // Nobody waits for a check beside the reads: a folder it cannot list is reported, and the snapshot stays.
      if (beside) this.pending.catch((error: unknown) => this.onReloadError(error as Error));
    }
    return beside ? snapshot : this.pending;
  }

  /** Re-reads the folder and moves `cv` forward even when nothing changed (publish webhook). */
  async bump(): Promise<ContentSnapshot> {
    if (this.pending) await this.pending.catch(() => undefined);
    return this.refresh(true);
  }

  private nextCv(previous: number): number {
    return Math.max(previous + 1, Math.floor(this.clock().getTime() / 1000));
  }

  private async refresh(force: boolean): Promise<ContentSnapshot> {
    this.lastCheck = Date.now();
    const files = await listJsonFiles(this.contentDir);
    const fingerprint = fingerprintOf(files);
    const previous = this.snapshot;
    if (previous && !force && fingerprint === this.fingerprint) return previous;
    const cv = previous
      ? this.nextCv(previous.cv)
      : Math.max(1, Math.floor(Math.max(0, ...files.map((f) => f.mtimeMs)) / 1000));
    try {
      this.snapshot = await loadSnapshot(this.contentDir, files, cv);
      this.fingerprint = fingerprint;
    } catch (error) {
      // A half-saved file must not take the content API down: keep serving the last good snapshot.
      if (!previous) throw error;
      this.onReloadError(error as Error);
      this.fingerprint = fingerprint;
      return previous;
    }
    return this.snapshot;
  }
}

/** The content of a story in the asked version; undefined when that version does not exist. */
export function selectContent(
  story: StoredStory,
  version: ContentVersion,
  releaseId?: number,
): Blok | undefined {
  if (releaseId !== undefined) {
    const release = story.releases[String(releaseId)];
    if (release) return release;
    return story.draft ?? story.published ?? undefined;
  }
  if (version === 'draft') return story.draft ?? story.published ?? undefined;
  return story.published ?? undefined;
}
