import { asc, inArray } from 'drizzle-orm';
import type { FeatureTreatment } from '@shop/contract/feature-flags';
import type { Db } from '../db/client.ts';
import { featureFlags } from '../db/schema.ts';

/** Treatments of the stored flags for a visitor key: allow-listed keys get the key treatment, everyone else the rollout. */
export async function evaluateFlags(
  db: Db,
  key: string | null,
  names?: readonly string[],
): Promise<FeatureTreatment[]> {
  const rows = await db
    .select()
    .from(featureFlags)
    .where(names ? inArray(featureFlags.name, [...names]) : undefined)
    .orderBy(asc(featureFlags.name));
  const found = rows.map((row) => ({
    feature: row.name,
    treatment:
      key !== null && row.keyTreatment !== null && row.keys.includes(key) ? row.keyTreatment : row.treatment,
    config: row.config ?? null,
  }));
  // A flag the store does not know is 'control', like the flag library's "definition not found".
  const missing = (names ?? [])
    .filter((name) => !rows.some((row) => row.name === name))
    .map((name) => ({ feature: name, treatment: 'control', config: null }));
  return [...found, ...missing];
}
