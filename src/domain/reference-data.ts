import { z } from 'zod';

const place = {
  id: z.number().int(),
  name: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
};

/** GET Country/GetAll, States/GetStatesByCountry, City/GetCitiesByState, Industry/GetAll: plain arrays. */
export const countrySchema = z.object({
  ...place,
  isoCode: z.string(),
  phoneCode: z.string().nullable(),
  currency: z.string().nullable(),
});
export const stateSchema = z.object({ ...place, isoCode: z.string(), countryId: z.number().int() });
export const citySchema = z.object({ ...place, stateId: z.number().int() });
export const industrySchema = z.object({ id: z.number().int(), name: z.string() });

/** What address pickers need of a country, state or city. */
export const placeSchema = z.object({ id: z.number().int(), name: z.string() });
export type Place = z.infer<typeof placeSchema>;
export type Industry = z.infer<typeof industrySchema>;
