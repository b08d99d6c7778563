import { z } from 'zod';

/** GET /web-api/feature-flags: treatments for a visitor key (query `key`, else the splitIoUserKey cookie). */
export const featureFlagsQuerySchema = z.strictObject({
  key: z.string().min(1).max(250).optional(),
  names: z
    .array(z.string().regex(/^[A-Za-z0-9][-_.:A-Za-z0-9]{0,99}$/))
    .max(50)
    .optional(),
});

export const featureTreatmentSchema = z.object({
  feature: z.string(),
  treatment: z.string(),
  config: z.record(z.string(), z.unknown()).nullable(),
});
export type FeatureTreatment = z.infer<typeof featureTreatmentSchema>;
export const featureFlagsResponseSchema = z.object({
  payload: z.object({ key: z.string().nullable(), features: z.array(featureTreatmentSchema) }),
});
