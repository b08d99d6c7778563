/**
 * The spec's rule for a treatment forced from the URL (point 5), kept pure. It lives here, not in
 * packages/domain, because domain has no treatment validator to extend (checked when this was written).
 */
export const alwaysAllowedTreatments = ['on', 'off', 'control'] as const;

export type ForcedTreatment = { treatment: string; accepted: boolean };

/** Accepts on, off, control or one of the flag's allowed values; anything else falls back to control. */
export function validateForcedTreatment({
  treatment,
  allowed,
}: {
  treatment: string;
  allowed: readonly string[];
}): ForcedTreatment {
  const value = treatment.trim();
  if ((alwaysAllowedTreatments as readonly string[]).includes(value) || allowed.includes(value))
    return { treatment: value, accepted: true };
  return { treatment: 'control', accepted: false };
}
