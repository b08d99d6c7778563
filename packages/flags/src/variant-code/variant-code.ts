import { CONTROL, flagNames, knownFlags, type FlagName } from '../flag-names.ts';

export type Treatments = Readonly<Record<FlagName, string>>;

const PREFIX = 'v';

/** Each flag's possible treatments, control first: a treatment's index is its digit in the code. */
const alphabets: readonly (readonly string[])[] = flagNames.map((flag) => [CONTROL, ...(knownFlags[flag] as readonly string[]).filter((treatment) => treatment !== CONTROL)]);

/**
 * The path segment naming one combination of treatments (`v0101000`): pages are cached per segment, so a
 * page under experiment is served from cache like any other. A treatment the repository does not know
 * (only possible with the real service) counts as control: no page renders it differently.
 */
export function encodeVariant(treatments: Partial<Record<FlagName, string>>): string {
  return PREFIX + flagNames.map((flag, index) => Math.max(0, (alphabets[index] as readonly string[]).indexOf(treatments[flag] ?? CONTROL)).toString(36)).join('');
}

/** The treatments of a variant segment, or null when the segment is not one we could have made. */
export function decodeVariant(code: string): Treatments | null {
  if (code.length !== PREFIX.length + flagNames.length || !code.startsWith(PREFIX)) return null;
  const treatments: Partial<Record<FlagName, string>> = {};
  for (const [index, flag] of flagNames.entries()) {
    const treatment = (alphabets[index] as readonly string[])[Number.parseInt(code.charAt(PREFIX.length + index), 36)];
    if (treatment === undefined) return null;
    treatments[flag] = treatment;
  }
  return treatments as Treatments;
}

/** The segment of a visitor without flags (crawlers, `disabled`): every flag at control. */
export const allControlVariant = encodeVariant({});
