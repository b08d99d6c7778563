/** The localhost flag file's format and its evaluation, without file access: usable by any process (the shop API too). */
import { parse } from 'yaml';
import { z } from 'zod';

const entrySchema = z.object({
  treatment: z.string().min(1),
  keys: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]).optional(),
  config: z.string().optional(),
});

/** One entry of the localhost YAML: `- <flag>: { treatment, keys?, config? }`. */
export const flagEntrySchema = z
  .record(z.string().min(1), entrySchema)
  .refine((entry) => Object.keys(entry).length === 1, {
    message: 'each list item names exactly one flag',
  });

export const flagsFileSchema = z.array(flagEntrySchema);

export type FlagTreatmentEntry = { treatment: string; config?: string };
export type FlagAllowList = FlagTreatmentEntry & { keys: string[] };

/** A flag as the localhost file defines it: allow-lists first, then the rollout for everybody else. */
export type FlagDefinition = {
  allowLists: FlagAllowList[];
  rollout?: FlagTreatmentEntry;
  treatments: string[];
};
export type FlagDefinitions = Record<string, FlagDefinition>;

/** The browser SDK's localhost `features` map (`SplitIO.MockedFeaturesMap`). */
export type BrowserFeatures = Record<string, string | { treatment: string; config: string | null }>;

/** Parses the localhost YAML text into definitions; throws a zod error on a malformed file. */
export function parseFlagDefinitions(text: string): FlagDefinitions {
  const entries = flagsFileSchema.parse(parse(text) ?? []);
  const definitions: FlagDefinitions = {};
  for (const entry of entries) {
    const [name, data] = Object.entries(entry)[0]!;
    const definition = (definitions[name] ??= { allowLists: [], treatments: [] });
    const base =
      data.config === undefined
        ? { treatment: data.treatment }
        : { treatment: data.treatment, config: data.config };
    if (data.keys === undefined) {
      // The SDK appends rollout entries after the allow-lists; the first one matches every key.
      definition.rollout ??= base;
    } else {
      definition.allowLists.push({ ...base, keys: typeof data.keys === 'string' ? [data.keys] : data.keys });
    }
    if (!definition.treatments.includes(data.treatment)) definition.treatments.push(data.treatment);
  }
  return definitions;
}

/**
 * The browser SDK's `features` object for one visitor. The browser's localhost mode knows no
 * allow-lists, so the key's own allow-list entry is resolved here; everything else stays with
 * the SDK (a flag without a matching entry is left out and evaluates to control, as in Node).
 */
export function toBrowserFeatures(definitions: FlagDefinitions, key: string): BrowserFeatures {
  const features: BrowserFeatures = {};
  for (const [name, definition] of Object.entries(definitions)) {
    // The SDK prepends each allow-list, so a later entry of the file is checked first.
    const entry =
      definition.allowLists.findLast((allowList) => allowList.keys.includes(key)) ?? definition.rollout;
    if (!entry) continue;
    features[name] = { treatment: entry.treatment, config: entry.config ?? null };
  }
  return features;
}

/** Every treatment each flag defines, the allowed values for URL forcing. */
export function listTreatments(definitions: FlagDefinitions): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(definitions).map(([name, definition]) => [name, [...definition.treatments]]),
  );
}
