import { expect, test } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { chmod, cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../src/stack.ts';

// Issue 19: `pnpm changeset version` on a branch with one changeset per app writes three changelogs and three new
// versions and nothing else. Run on a copy of the workspace's manifests and changeset config in a temp folder, so the
// repository's own pending changesets and versions stay untouched.
const apps = [
  { name: '@shop/kartenliebe', folder: 'apps/kartenliebe', bump: 'minor', summary: 'Kartenliebe ships on its own.' },
  { name: '@shop/wallart', folder: 'apps/wallart', bump: 'patch', summary: 'Wallart ships on its own.' },
  { name: '@shop/shop-api', folder: 'apps/shop-api', bump: 'major', summary: 'The shop API ships on its own.' },
] as const;

/** Every file below `dir` (node_modules and bin excluded) with its content. */
async function snapshot(dir: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    const file = path.relative(dir, path.join(entry.parentPath, entry.name));
    if (!entry.isFile() || file.split(path.sep).some((part) => part === 'node_modules' || part === 'bin')) continue;
    files.set(file, await readFile(path.join(dir, file), 'utf8'));
  }
  return files;
}

const bumped = (version: string, bump: 'major' | 'minor' | 'patch') => {
  const [major = 0, minor = 0, patch = 0] = version.split('.').map(Number);
  return bump === 'major' ? `${major + 1}.0.0` : bump === 'minor' ? `${major}.${minor + 1}.0` : `${major}.${minor}.${patch + 1}`;
};

test('changeset version: one changeset per app gives three changelogs and three new versions, nothing else', async () => {
  test.setTimeout(120_000);
  const copy = await mkdtemp(path.join(os.tmpdir(), 'changesets-dry-run-'));
  try {
    for (const file of ['package.json', 'pnpm-workspace.yaml', 'prettier.config.js', '.changeset/config.json']) await cp(path.join(repoRoot, file), path.join(copy, file));
    for (const parent of ['apps', 'packages']) {
      for (const name of await readdir(path.join(repoRoot, parent))) {
        for (const file of ['package.json', 'CHANGELOG.md']) {
          await cp(path.join(repoRoot, parent, name, file), path.join(copy, parent, name, file)).catch((error: NodeJS.ErrnoException) => {
            if (error.code !== 'ENOENT') throw error;
          });
        }
      }
    }
    // The changelog generator and prettier's config resolve from the workspace's own node_modules.
    await symlink(path.join(repoRoot, 'node_modules'), path.join(copy, 'node_modules'));
    // Changesets formats what it wrote with `pnpm exec prettier`; in this uninstalled copy that is the workspace's prettier.
    await mkdir(path.join(copy, 'bin'));
    const pnpmShim = path.join(copy, 'bin/pnpm');
    await writeFile(pnpmShim, `#!/bin/sh\n[ "$1" = exec ] && [ "$2" = prettier ] && shift 2 && exec "${process.execPath}" "${path.join(repoRoot, 'node_modules/prettier/bin/prettier.cjs')}" "$@"\necho "unexpected: pnpm $*" >&2\nexit 1\n`);
    await chmod(pnpmShim, 0o755);
    for (const app of apps) await writeFile(path.join(copy, `.changeset/ship-${app.bump}.md`), `---\n"${app.name}": ${app.bump}\n---\n\n${app.summary}\n`);

    const before = await snapshot(copy);
    const run = spawnSync(process.execPath, [path.join(repoRoot, 'node_modules/@changesets/cli/bin.js'), 'version'], {
      cwd: copy,
      encoding: 'utf8',
      env: { PATH: `${path.join(copy, 'bin')}:${path.dirname(process.execPath)}:/usr/bin:/bin`, HOME: os.tmpdir(), CI: '1' } as Record<string, string> as NodeJS.ProcessEnv,
    });
    expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
    const after = await snapshot(copy);

    const changed = [...new Set([...before.keys(), ...after.keys()])].filter((file) => before.get(file) !== after.get(file)).sort();
    const expected = apps.flatMap((app) => [`${app.folder}/CHANGELOG.md`, `${app.folder}/package.json`, `.changeset/ship-${app.bump}.md`]).sort();
    expect(changed, 'only the three apps’ versions and changelogs change, and the changesets are used up').toEqual(expected);

    for (const app of apps) {
      const oldManifest = JSON.parse(before.get(`${app.folder}/package.json`) ?? '{}') as Record<string, unknown> & { version: string };
      const newManifest = JSON.parse(after.get(`${app.folder}/package.json`) ?? '{}') as Record<string, unknown> & { version: string };
      const version = bumped(oldManifest.version, app.bump);
      expect(newManifest, `${app.name}: only the version moves`).toEqual({ ...oldManifest, version });
      const changelog = after.get(`${app.folder}/CHANGELOG.md`) ?? '';
      expect(changelog).toContain(`# ${app.name}`);
      expect(changelog).toContain(`## ${version}`);
      expect(changelog).toContain(app.summary);
      expect(after.has(`.changeset/ship-${app.bump}.md`)).toBe(false);
    }
  } finally {
    await rm(copy, { recursive: true, force: true });
  }
});
