import { knownFlags } from '../flag-names.ts';
import { validateForcedTreatment } from './validate-treatment.ts';

/** What the query string asks of the flag client (spec point 2, query parameters). */
export type UrlFlagControl = {
  /** `debug` or `feature` present: flag debug mode. */
  debug: boolean;
  /** `disabled` present: the flag client is skipped. */
  disabled: boolean;
  /** `feature` + `treatment`: the forced treatment after validation (control when rejected). */
  forced?: { feature: string; treatment: string; accepted: boolean };
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
    const allowedForFlag = Object.hasOwn(allowed, feature) ? allowed[feature]! : [];
    control.forced = { feature, ...validateForcedTreatment({ treatment, allowed: allowedForFlag }) };
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
