import { z } from 'zod';

/** Server configuration the console reads at start (GET /api/config). */
export const clientConfigSchema = z.object({
  /** Leaflet tile template, `{z}/{x}/{y}` placeholders included. */
  mapTileUrl: z.string(),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;
