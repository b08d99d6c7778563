import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createServerFlags } from '../server/server-flags.ts';
import {
  listTreatments,
  loadFlagDefinitions,
  parseFlagDefinitions,
  toBrowserFeatures,
} from './definitions.ts';
import { knownFlags } from '../flag-names.ts';

const definitions = loadFlagDefinitions();

describe('flags.yaml', () => {
  it('defines exactly the flags of the spec notes, with the treatments flag-names.ts lists', () => {
    expect(listTreatments(definitions)).toEqual(knownFlags);
  });

  it('has a rollout for every flag, so no visitor outside an allow-list gets control', () => {
    for (const [name, definition] of Object.entries(definitions))
      expect(definition.rollout, name).toBeDefined();
  });
});

describe('toBrowserFeatures', () => {
  it.each([
    [
      'visitor-1',
      'wallart-flyout-grouping',
      { treatment: 'on', config: '{"groups":["all","bestsellers","premium","additional"]}' },
    ],
    ['qa-flyout-off', 'wallart-flyout-grouping', { treatment: 'off', config: null }],
    ['qa-voll-1031-b', 'VOLL-1031', { treatment: 'variant-b', config: '{"layout":"b"}' }],
  ])('%s: %s', (key, flag, expected) => {
    expect(toBrowserFeatures(definitions, key)[flag]).toEqual(expected);
  });

  it('follows the SDK: a later allow-list wins, the first rollout wins, a flag with no match is left out', () => {
    const text = `
- f: { treatment: "a", keys: ["k"] }
- f: { treatment: "b", keys: ["k"] }
- f: { treatment: "first" }
- f: { treatment: "second" }
- only-listed: { treatment: "on", keys: "qa" }
`;
    const parsed = parseFlagDefinitions(text);
    expect(toBrowserFeatures(parsed, 'k')).toEqual({ f: { treatment: 'b', config: null } });
    expect(toBrowserFeatures(parsed, 'other')).toEqual({ f: { treatment: 'first', config: null } });
    expect(toBrowserFeatures(parsed, 'qa')['only-listed']).toEqual({ treatment: 'on', config: null });
  });

  it('matches what the Node SDK itself makes of the same overlapping entries', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'flags-')), 'flags.yaml');
    writeFileSync(
      file,
      `
- f: { treatment: "a", keys: ["k"] }
- f: { treatment: "b", keys: ["k"] }
- f: { treatment: "first" }
- f: { treatment: "second" }
- only-listed: { treatment: "on", keys: "qa" }
`,
    );
    const server = createServerFlags({ featuresFile: file });
    const parsed = loadFlagDefinitions(file);
    for (const key of ['k', 'other', 'qa']) {
      const result = await server.evaluate(key, ['f', 'only-listed']);
      const features = toBrowserFeatures(parsed, key);
      for (const flag of ['f', 'only-listed']) {
        const expected = features[flag];
        // Left out of the browser features means control there; the SDK says control too.
        expect(result[flag]!.treatment, `${key} ${flag}`).toBe(
          typeof expected === 'object' ? expected.treatment : 'control',
        );
      }
    }
    await server.destroy();
  });
});

describe('parseFlagDefinitions', () => {
  it.each([
    ['- f: { keys: ["k"] }', 'treatment missing'],
    ['- f: { treatment: "on" }\n  g: { treatment: "on" }', 'two flags in one item'],
    ['f: { treatment: "on" }', 'not a list'],
  ])('rejects %j (%s)', (text) => {
    expect(() => parseFlagDefinitions(text)).toThrow();
  });

  it('reads an empty file as no flags', () => expect(parseFlagDefinitions('')).toEqual({}));
});
