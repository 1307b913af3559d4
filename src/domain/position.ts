import { z } from 'zod';

/** Latitude and longitude in decimal degrees; both or neither. */
export const positionShape = {
  latitude: z
    .number()
    .min(-90, 'must be between -90 and 90')
    .max(90, 'must be between -90 and 90')
    .nullish()
    .transform((v) => v ?? null),
  longitude: z
    .number()
    .min(-180, 'must be between -180 and 180')
    .max(180, 'must be between -180 and 180')
    .nullish()
    .transform((v) => v ?? null),
};

export function bothOrNeither(
  value: { latitude: number | null; longitude: number | null },
  ctx: z.RefinementCtx,
) {
  if ((value.latitude === null) !== (value.longitude === null)) {
    ctx.addIssue({
      code: 'custom',
      path: [value.latitude === null ? 'latitude' : 'longitude'],
      message: 'is required with the other coordinate',
    });
  }
}
