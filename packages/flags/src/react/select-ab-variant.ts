/** The values an A/B content block knows (spec point 4). */
export type AbTreatment = 'on' | 'off' | 'control';

/** An A/B block's state: whether flags were skipped, which flag it follows, the treatment it got. */
export type AbBlockState = { splitDisabled: boolean; feature: string; treatment: AbTreatment };

/** Narrows any SDK treatment to the block's values: a multi-option or unknown value counts as control. */
export function toAbTreatment(treatment: string | null | undefined): AbTreatment {
  return treatment === 'on' || treatment === 'off' ? treatment : 'control';
}

/** The block's state; with flags disabled (`disabled` URL parameter, crawler) the treatment is control. */
export function resolveAbBlockState({
  feature,
  treatment,
  splitDisabled = false,
}: {
  feature: string;
  treatment: string | null | undefined;
  splitDisabled?: boolean;
}): AbBlockState {
  return { splitDisabled, feature, treatment: splitDisabled ? 'control' : toAbTreatment(treatment) };
}

/** The on list when the treatment is on, else the off list (off and control alike). */
export function selectAbVariant<T>({
  treatment,
  on,
  off,
}: {
  treatment: string | null | undefined;
  on: readonly T[];
  off: readonly T[];
}): readonly T[] {
  return toAbTreatment(treatment) === 'on' ? on : off;
}

/** Server helper: the treatment per flag from `evaluate` results, for the provider and server components. */
export function pickTreatments(
  evaluations: Readonly<Record<string, { treatment: string }>>,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(evaluations).map(([flag, evaluation]) => [flag, evaluation.treatment]),
  );
}
