/// <reference types="vite/client" />
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Every component a module of packages/ui exports has a story: it is the `component` of a story file's meta, or one
 * of its `subcomponents` (a part the story renders and documents, like the view behind a server wrapper). The story
 * tests then render it in Chromium with the a11y checks, so a component without a story is an untested component.
 */

type Exports = Record<string, unknown>;
interface StoryMeta {
  title?: string;
  component?: unknown;
  subcomponents?: Record<string, unknown>;
}

// Every source module: the package's `exports` entries and the modules behind them (form field, icons, the
// calculator's dialogs…). Story support files (`story-*`) and fixtures are for stories, not the shop.
const modules = import.meta.glob<Exports>(
  [
    '../src/**/*.{ts,tsx}',
    '!../src/**/*.stories.tsx',
    '!../src/**/*.test.{ts,tsx}',
    '!../src/**/*.d.ts',
    '!../src/**/story-*.{ts,tsx}',
    '!../src/**/*fixtures.ts',
  ],
  { eager: true },
);
const storyFiles = import.meta.glob<{ default: StoryMeta }>('../src/**/*.stories.tsx', { eager: true });

/** Exported components that render nothing of their own, so a story could show nothing; each says why. */
const withoutStory: Readonly<Record<string, string>> = {
  'error/chunk-reload-guard-effect.tsx#ChunkReloadGuard':
    'renders null: it only installs the chunk-load reload guard (chunk-reload-guard-effect.test.tsx tests it)',
};

const isComponent = (name: string, value: unknown): boolean => {
  // React.lazy, memo and forwardRef components are objects with a $$typeof tag.
  const tagged = typeof value === 'object' && value !== null && '$$typeof' in value;
  if (typeof value !== 'function' && !tagged) return false;
  const displayName = name === 'default' ? (value as { name?: string }).name ?? '' : name;
  // PascalCase, not a CONSTANT.
  return /^[A-Z][a-z0-9]/.test(displayName);
};

function exportedComponents(): { key: string; value: unknown }[] {
  return Object.entries(modules).flatMap(([path, exports]) =>
    Object.entries(exports)
      .filter(([name, value]) => isComponent(name, value))
      .map(([name, value]) => ({
        key: `${path.replace('../src/', '')}#${name === 'default' ? (value as { name: string }).name : name}`,
        value,
      })),
  );
}

function componentsWithStories(): Set<unknown> {
  const covered = new Set<unknown>();
  for (const { default: meta } of Object.values(storyFiles)) {
    if (meta.component) covered.add(meta.component);
    for (const part of Object.values(meta.subcomponents ?? {})) covered.add(part);
  }
  return covered;
}

describe('stories', () => {
  it('read every module the package exports', () => {
    const packageJson = JSON.parse(readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../package.json'), 'utf8')) as {
      exports: Record<string, string>;
    };
    const sources = Object.values(packageJson.exports)
      .filter((target) => /\.tsx?$/.test(target))
      .map((target) => target.replace('./src/', '../src/'));
    expect(sources.length).toBeGreaterThan(50);
    expect(sources.filter((source) => !(source in modules))).toEqual([]);
  });

  it('exist for every exported component', () => {
    const covered = componentsWithStories();
    const components = exportedComponents();
    expect(components.length).toBeGreaterThan(50);
    const missing = components
      .filter(({ key, value }) => !covered.has(value) && !(key in withoutStory))
      .map(({ key }) => key);
    expect(missing, 'exported components without a story (meta.component or meta.subcomponents)').toEqual([]);
  });

  it('exempt only components that still exist and still have no story', () => {
    const covered = componentsWithStories();
    const byKey = new Map(exportedComponents().map(({ key, value }) => [key, value]));
    for (const key of Object.keys(withoutStory)) {
      expect(byKey.has(key), `${key} is exported`).toBe(true);
      expect(covered.has(byKey.get(key)), `${key} has a story now: drop its exemption`).toBe(false);
    }
  });
});
