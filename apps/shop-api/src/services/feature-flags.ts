import type { FeatureTreatment } from '@shop/contract/feature-flags';
import { readFileSync } from 'node:fs';
import { parseFlagDefinitions, toBrowserFeatures } from '@shop/flags/definitions/parse';

const parseConfig = (config: string | null): Record<string, unknown> | null => {
  if (config === null) return null;
  try {
    const parsed: unknown = JSON.parse(config);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

/**
 * Treatments for a visitor key from the same flag definitions the shops evaluate (`SPLIT_FEATURES_FILE`, by default
 * `packages/flags/flags.yaml`), resolved as the Split SDK's localhost mode does: the key's allow-list entry, else the
 * rollout; a flag the file does not define is 'control' ("definition not found"). Read on every call: the SDKs re-read
 * the file too, so an edit reaches both sides.
 */
export function evaluateFlags(featuresFile: string, key: string | null, names?: readonly string[]): FeatureTreatment[] {
  const features = toBrowserFeatures(parseFlagDefinitions(readFileSync(featuresFile, 'utf8')), key ?? '');
  const wanted = names ?? Object.keys(features).sort();
  return wanted.map((name) => {
    const entry = features[name];
    if (entry === undefined) return { feature: name, treatment: 'control', config: null };
    return typeof entry === 'string'
      ? { feature: name, treatment: entry, config: null }
      : { feature: name, treatment: entry.treatment, config: parseConfig(entry.config) };
  });
}
