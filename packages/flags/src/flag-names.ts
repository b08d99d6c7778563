/**
 * The flags and experiments this repository knows, with every treatment `flags.yaml` defines for
 * them. Browser-safe (no file access); a test keeps it equal to `flags.yaml`.
 */
export const knownFlags = {
  'wallart-flyout-grouping': ['on', 'off'],
  'wallart-flyout-special-entry': ['off', 'on'],
  'VOLL-965': ['off', 'on'],
  'VOLL-967': ['on', 'off'],
  'VOLL-1031': ['off', 'variant-a', 'variant-b'],
  'VOLL-1409': ['off', 'on'],
  'VOLL-1785': ['on', 'off'],
} as const satisfies Record<string, readonly string[]>;

export type FlagName = keyof typeof knownFlags;

/** Every flag name, in definition order. */
export const flagNames = Object.keys(knownFlags) as FlagName[];

/** What the SDK returns when it cannot evaluate (not ready, unknown flag, exception). */
export const CONTROL = 'control';

/** Narrows a string to a known flag name. */
export function isFlagName(name: string): name is FlagName {
  return Object.hasOwn(knownFlags, name);
}
