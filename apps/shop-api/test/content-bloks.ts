import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The content space's stories as the shop API seeds them: `content/{channel}/{language}/…json`. */
const contentDir = join(import.meta.dirname, '../../../content');

export type Blok = Record<string, unknown> & { component?: string; _uid?: string };

/** Every blok of `node` whose component is one of `components`, depth first. */
export function collectBloks(node: unknown, components: ReadonlySet<string>, found: Blok[] = []): Blok[] {
  if (Array.isArray(node)) for (const child of node) collectBloks(child, components, found);
  else if (node && typeof node === 'object') {
    const blok = node as Blok;
    if (typeof blok.component === 'string' && components.has(blok.component)) found.push(blok);
    for (const value of Object.values(blok)) collectBloks(value, components, found);
  }
  return found;
}

const files = (await readdir(contentDir, { recursive: true }))
  .map(String)
  .filter((file) => file.endsWith('.json') && /^(kartenliebe|wallart|[a-z][a-z0-9-]*)\/[a-z]{2}\//.test(file));
/** Each story file once, parsed (both versions of a story are in it). */
const stories = await Promise.all(files.map(async (file) => ({ file, story: JSON.parse(await readFile(join(contentDir, file), 'utf8')) as unknown })));

/** The bloks of the given components in every story of every channel and language, with where they are. */
export function contentBloks(components: ReadonlySet<string>): { file: string; channel: string; language: string; blok: Blok }[] {
  return stories.flatMap(({ file, story }) => {
    const [channel, language] = file.split('/') as [string, string];
    return collectBloks(story, components).map((blok) => ({ file, channel, language, blok }));
  });
}
