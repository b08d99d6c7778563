import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addCompileHints, COMPILE_HINT } from './compile-hints.ts';

describe('addCompileHints', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'compile-hints-'));
    await mkdir(path.join(dir, 'nested'));
    await writeFile(path.join(dir, 'main.js'), '(globalThis.TURBOPACK||=[]).push([1,e=>{}]);\n//# sourceMappingURL=main.js.map');
    await writeFile(path.join(dir, 'nested', 'lazy.js'), 'self.lazy=1;');
    await writeFile(path.join(dir, 'styles.css'), 'body{margin:0}');
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('puts the hint on the first line of every script, nested ones too, and keeps the code after it', async () => {
    const hinted = await addCompileHints(dir);
    expect(hinted.map((file) => path.relative(dir, file)).sort()).toEqual(['main.js', path.join('nested', 'lazy.js')]);
    expect(await readFile(path.join(dir, 'main.js'), 'utf8')).toBe(
      '//# allFunctionsCalledOnLoad\n(globalThis.TURBOPACK||=[]).push([1,e=>{}]);\n//# sourceMappingURL=main.js.map',
    );
    expect(await readFile(path.join(dir, 'nested', 'lazy.js'), 'utf8')).toBe(`${COMPILE_HINT}self.lazy=1;`);
  });

  it('leaves stylesheets alone and hints a script once however often it runs', async () => {
    await addCompileHints(dir);
    expect(await addCompileHints(dir)).toEqual([]);
    expect(await readFile(path.join(dir, 'main.js'), 'utf8')).toMatch(/^\/\/# allFunctionsCalledOnLoad\n\(globalThis/);
    expect(await readFile(path.join(dir, 'styles.css'), 'utf8')).toBe('body{margin:0}');
  });
});
