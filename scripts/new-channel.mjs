#!/usr/bin/env node
// Creates a channel: `pnpm new-channel <id> [--from kartenliebe] [--name <shop name>] [--prefix <PORT PREFIX>]`.
// Writes its settings file (a copy of the source channel's with the new id, name, domains, port prefix and free ports),
// its line in the channel table, its app folder (a copy of the source app with the channel import changed), its content
// tree (a copy of the source channel's stories with new ids, uuids and slugs) and its start-page intro in the shell
// catalogues. Prints every file it touched. Then: `pnpm install`, and adjust the copied settings and content.
import { createHash } from 'node:crypto';
import { cp, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { channelIds, channels } from '@shop/config/channels';

const root = path.resolve(import.meta.dirname, '..');
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { from: { type: 'string', default: 'kartenliebe' }, name: { type: 'string' }, prefix: { type: 'string' } },
});
const [id] = positionals;
const from = values.from;
const fail = (message) => {
  console.error(`new-channel: ${message}`);
  process.exit(1);
};
if (!id || !/^[a-z][a-z0-9]*$/.test(id)) fail('give the new channel id: lowercase letters and digits, e.g. `pnpm new-channel fotowelt`');
if (channelIds.includes(id)) fail(`channel ${id} exists already`);
if (!channelIds.includes(from)) fail(`--from ${from} is not a channel (${channelIds.join(', ')})`);
const source = channels[from];
const camel = id; // ids are lowercase letters and digits: the id is a valid identifier as it is
const touched = [];
const rel = (file) => path.relative(root, file).split(path.sep).join('/');
async function write(file, text) {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, text);
  touched.push(rel(file));
}

// Ports: per stack one above the highest any channel uses, so no two channels share a port in any stack.
const taken = new Set(channelIds.flatMap((channel) => Object.values(channels[channel].ports)));
const ports = Object.fromEntries(
  Object.keys(source.ports).map((stack) => {
    let port = Math.max(...channelIds.map((channel) => channels[channel].ports[stack])) + 1;
    while (taken.has(port)) port += 1;
    taken.add(port);
    return [stack, port];
  }),
);
const prefixes = new Set(channelIds.map((channel) => channels[channel].portVariablePrefix));
let prefix = values.prefix ?? id.slice(0, 2).toUpperCase();
for (let index = 2; !values.prefix && prefixes.has(prefix) && index < id.length; index += 1) prefix = `${id[0]}${id[index]}`.toUpperCase();
if (prefixes.has(prefix) || !/^[A-Z][A-Z0-9]*$/.test(prefix)) fail(`port prefix ${prefix} is taken or malformed: pass --prefix`);

// 1. The settings file: the source's, with the new identity.
const settingsDir = path.join(root, 'packages/config/src/channels');
let settings = await readFile(path.join(settingsDir, `${from}.ts`), 'utf8');
settings = settings
  .replace(/\/\*\*[^]*?\*\/\nexport const \w+ = defineChannel\(/, `/** ${values.name ?? id}: created by \`pnpm new-channel ${id} --from ${from}\`. */\nexport const ${camel} = defineChannel(`)
  .replace(/id: '[^']*'/, `id: '${id}'`)
  .replace(/name: '[^']*'/, `name: '${values.name ?? id}'`)
  .replace(/portVariablePrefix: '[^']*'/, `portVariablePrefix: '${prefix}'`)
  .replace(/(\b[A-Z]{2}): '([a-z0-9.-]+)'/g, (_, country, domain) => `${country}: '${domain.replace(from, id)}'`)
  .replace(/ports: \{[^}]*\}/, `ports: {\n${Object.entries(ports).map(([stack, port]) => `    ${stack}: ${port},`).join('\n')}\n  }`);
await write(path.join(settingsDir, `${id}.ts`), settings);

// 2. Its line in the channel table.
const indexFile = path.join(settingsDir, 'index.ts');
let index = await readFile(indexFile, 'utf8');
const lastImport = [...index.matchAll(/^import \{ \w+ \} from '\.\/[\w-]+\.ts';$/gm)].at(-1);
if (!lastImport) fail('packages/config/src/channels/index.ts: no channel import found');
index = `${index.slice(0, lastImport.index + lastImport[0].length)}\nimport { ${camel} } from './${id}.ts';${index.slice(lastImport.index + lastImport[0].length)}`;
index = index.replace(/export const channels = \{ ([^}]*) \}/, (_, list) => `export const channels = { ${list}, ${camel} }`);
await write(indexFile, index);

// 3. The app folder: the source app's files (not its build or installed packages), with the channel's name, import and
// port variable changed.
const notCopied = new Set(['node_modules', '.next', '.turbo', 'next-env.d.ts']);
async function sourceFiles(dir) {
  const files = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (notCopied.has(entry.name) || entry.name.endsWith('.tsbuildinfo')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await sourceFiles(full)));
    else if (entry.isFile()) files.push(rel(full));
  }
  return files.sort();
}
const appFiles = await sourceFiles(path.join(root, 'apps', from));
for (const file of appFiles) {
  const target = path.join(root, file.replace(`apps/${from}/`, `apps/${id}/`));
  if (/\.(png|ico|jpg|webp)$/.test(file)) {
    await mkdir(path.dirname(target), { recursive: true });
    await cp(path.join(root, file), target);
    touched.push(rel(target));
    continue;
  }
  const text = (await readFile(path.join(root, file), 'utf8'))
    .replaceAll(`\${${source.portVariablePrefix}_PORT:-${source.ports.start}}`, `\${${prefix}_PORT:-${ports.start}}`)
    .replaceAll(`${source.portVariablePrefix}_PORT`, `${prefix}_PORT`)
    .replaceAll(`channels/${from}'`, `channels/${id}'`)
    .replace(new RegExp(`\\b${from}\\b`, 'g'), id);
  await write(target, text);
}

// 4. The content tree: every story of the source channel, with new ids and uuids (unique in the space) and its slugs
// and links moved to the new channel. Pictures stay shared under content/assets.
const contentDir = path.join(root, 'content');
const storyFiles = async (dir) =>
  (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
let nextId = 0;
for (const channel of channelIds) {
  for (const file of await storyFiles(path.join(contentDir, channel))) {
    const story = JSON.parse(await readFile(file, 'utf8'));
    if (Number.isInteger(story.id)) nextId = Math.max(nextId, story.id);
  }
}
const sourceStories = [];
for (const file of await storyFiles(path.join(contentDir, from))) sourceStories.push({ file, story: JSON.parse(await readFile(file, 'utf8')) });
const uuidOf = (old) => {
  const hex = createHash('sha1').update(`${id}:${old}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};
const uuids = new Map(sourceStories.map(({ story }) => [story.uuid, uuidOf(story.uuid)]));
const move = (value) => {
  if (typeof value === 'string') {
    if (uuids.has(value)) return uuids.get(value);
    return value.startsWith(`${from}/`) ? `${id}/${value.slice(from.length + 1)}` : value;
  }
  if (Array.isArray(value)) return value.map(move);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, move(inner)]));
  return value;
};
for (const { file, story } of sourceStories) {
  nextId += 1;
  const copy = { ...move(story), id: nextId };
  await write(file.replace(path.join(contentDir, from), path.join(contentDir, id)), `${JSON.stringify(copy, null, 2)}\n`);
}

// 5. The start page's intro, per language (the source channel's until someone writes the new one's).
const shellDir = path.join(root, 'packages/i18n/src/messages/shell');
for (const file of (await readdir(shellDir)).filter((name) => name.endsWith('.json')).sort()) {
  const messages = JSON.parse(await readFile(path.join(shellDir, file), 'utf8'));
  const intro = messages[`start.intro.${from}`];
  if (intro === undefined) continue;
  const entries = Object.entries(messages);
  const at = entries.findIndex(([key]) => key === `start.intro.${from}`);
  entries.splice(at + 1, 0, [`start.intro.${id}`, intro]);
  await write(path.join(shellDir, file), `${JSON.stringify(Object.fromEntries(entries), null, 2)}\n`);
}

const storyCount = sourceStories.length;
const appCount = appFiles.length;
console.log(`Channel ${id} created from ${from} (ports ${Object.values(ports).join('/')}, variable ${prefix}_PORT). Files touched:`);
for (const file of touched.filter((entry) => !entry.startsWith(`content/${id}/`) && !entry.startsWith(`apps/${id}/`))) console.log(`  ${file}`);
console.log(`  apps/${id}/ (${appCount} files copied from apps/${from})`);
console.log(`  content/${id}/ (${storyCount} stories copied from content/${from})`);
console.log('Next: pnpm install, then edit the settings file (features, products, brand) and the stories.');
