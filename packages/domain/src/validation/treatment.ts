/** Treatments every flag knows (spec point 4). */
export const baseTreatments = ['on', 'off', 'control'] as const;
export type BaseTreatment = (typeof baseTreatments)[number];
export const CONTROL_TREATMENT = 'control';

/** A feature and the treatment forced on it through the `feature` and `treatment` query pair. */
export interface ForcedTreatment {
  feature: string;
  treatment: string;
}

function isMultiOption(allowedTreatments: readonly string[]): boolean {
  return allowedTreatments.some((treatment) => !(baseTreatments as readonly string[]).includes(treatment));
}

/**
 * A treatment read from the URL: accepted when allowed or on/off/control. Anything else is dropped, except on a
 * multi-option flag (one with treatments beyond on/off/control), where it falls back to control.
 */
export function readTreatmentFromUrl(options: {
  value: string | null | undefined;
  allowedTreatments: readonly string[];
}): string | undefined {
  const { value, allowedTreatments } = options;
  if (value === null || value === undefined || value === '') return undefined;
  if (allowedTreatments.includes(value) || (baseTreatments as readonly string[]).includes(value))
    return value;
  return isMultiOption(allowedTreatments) ? CONTROL_TREATMENT : undefined;
}

/** The `feature` + `treatment` query pair: accepted only with on, off or an allowed treatment (never control). */
export function readForcedTreatment(options: {
  feature: string | null | undefined;
  treatment: string | null | undefined;
  allowedTreatments: readonly string[];
}): ForcedTreatment | undefined {
  const feature = options.feature?.trim();
  const { treatment, allowedTreatments } = options;
  if (!feature || !treatment) return undefined;
  const accepted = treatment === 'on' || treatment === 'off' || allowedTreatments.includes(treatment);
  return accepted ? { feature, treatment } : undefined;
}
