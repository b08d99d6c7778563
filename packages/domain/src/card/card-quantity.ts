export const CARD_QUANTITY_MIN = 1;
export const CARD_QUANTITY_MAX = 5000;

/** Step widths up to each bound (spec point 9): 4 up to 5, 5 up to 250, 10 up to 1000, 100 up to 3000, 250 up to 5000. */
export const cardQuantityStepTable = [
  { upTo: 5, step: 4 },
  { upTo: 250, step: 5 },
  { upTo: 1000, step: 10 },
  { upTo: 3000, step: 100 },
  { upTo: 5000, step: 250 },
] as const;

/**
 * The value of the quantity select's sample entry. 0 is never an orderable quantity (the minimum is 1), so it cannot
 * be mistaken for a real one (the spec leaves the value open).
 */
export const SAMPLE_QUANTITY = 0;

/** Every selectable card quantity: 1, 5, 10, 15 … 250, 260 … 1000, 1100 … 3000, 3250 … 5000. */
export function buildCardQuantitySteps(): number[] {
  const steps: number[] = [CARD_QUANTITY_MIN];
  let current = CARD_QUANTITY_MIN;
  for (const { upTo, step } of cardQuantityStepTable) {
    while (current + step <= upTo) {
      current += step;
      steps.push(current);
    }
  }
  return steps;
}

export const cardQuantitySteps: readonly number[] = Object.freeze(buildCardQuantitySteps());

/** The preselected quantity: the 11th entry of the steps (50). */
export const DEFAULT_CARD_QUANTITY = cardQuantitySteps[10] as number;

/** A quantity as the select can show it: the sample value becomes 1, others the nearest step at or above, within 1–5000. */
export function normaliseCardQuantity(quantity: number): number {
  if (quantity === SAMPLE_QUANTITY) return CARD_QUANTITY_MIN;
  // Not a number at all: fall back to the default rather than guessing a quantity.
  if (!Number.isFinite(quantity)) return DEFAULT_CARD_QUANTITY;
  // Rounding up means a customer who asked for 53 cards is never offered fewer than they need.
  return cardQuantitySteps.find((step) => step >= quantity) ?? CARD_QUANTITY_MAX;
}
