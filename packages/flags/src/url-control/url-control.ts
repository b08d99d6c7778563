import { readForcedTreatment, readTreatmentFromUrl } from '@shop/domain/validation/treatment';
import { knownFlags } from '../flag-names.ts';

/** What the query string asks of the flag client (spec point 2, query parameters). */
export type UrlFlagControl = {
  /** `debug` or `feature` present: flag debug mode. */
  debug: boolean;
  /** `disabled` present: the flag client is skipped. */
  disabled: boolean;
  /**
   * `feature` + `treatment` after the domain rule: on, off, control or an allowed value is
   * forced (`accepted`); an unknown value on a multi-option flag forces control (not `accepted`).
   */
  forced?: { feature: string; treatment: string; accepted: boolean };
  /** A pair the rule rejected outright (unknown value on an on/off flag): the SDK decides. */
  rejected?: { feature: string; treatment: string };
};

export type AllowedTreatments = Readonly<Record<string, readonly string[]>>;

/** Parses `debug`, `feature`, `treatment` and `disabled`; `allowed` lists each flag's extra values. */
export function parseUrlFlagControl(
  search: URLSearchParams | string,
  allowed: AllowedTreatments = knownFlags,
): UrlFlagControl {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const feature = params.get('feature')?.trim();
  const treatment = params.get('treatment');
  const control: UrlFlagControl = {
    debug: params.has('debug') || params.has('feature'),
    disabled: params.has('disabled'),
  };
  if (feature && treatment !== null) {
    const allowedTreatments = Object.hasOwn(allowed, feature) ? allowed[feature]! : [];
    const pair = readForcedTreatment({ feature, treatment, allowedTreatments });
    // The pair rule leaves out control and the multi-option fallback; the general URL rule adds both.
    const fallback = pair ? undefined : readTreatmentFromUrl({ value: treatment, allowedTreatments });
    if (pair) control.forced = { ...pair, accepted: true };
    else if (fallback !== undefined)
      control.forced = { feature, treatment: fallback, accepted: fallback === treatment };
    else control.rejected = { feature, treatment };
  }
  return control;
}

/** Returns the evaluations with the forced treatment applied (label `forced by url`). */
export function applyForcedTreatment<T extends { treatment: string }>(
  evaluations: Record<string, T>,
  control: UrlFlagControl,
): Record<string, T | (T & { label: string })> {
  if (!control.forced) return evaluations;
  const { feature, treatment } = control.forced;
  const current = evaluations[feature];
  return {
    ...evaluations,
    [feature]: { ...(current ?? { config: null }), treatment, label: 'forced by url' } as T & {
      label: string;
    },
  };
}
