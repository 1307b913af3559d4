import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { organisation, vendor } from '../schema/index';
import { newId } from '../../lib/crypto';

/** Contractor companies of the demo organisation (around Guwahati, where the demo's field work is). */
export const DEMO_VENDORS = [
  { name: 'Brahmaputra Field Services', email: 'dispatch@brahmaputra-fs.example', phone: '+91 361 254 1100' },
  { name: 'Kamrup Line Contractors', email: 'ops@kamrup-lines.example', phone: '+91 361 273 8820' },
  { name: 'Northeast Metering Co.', email: 'field@ne-metering.example', phone: '+91 361 246 0932' },
] as const;

/**
 * Realistic starting data for a new installation so the console is not empty on first sign-in. Each area
 * adds its records here as it lands.
 */
export async function seedDemo(db: Db, organisationId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(organisation)
      .set({ name: 'Assam Power Distribution (demo)', phone: '+91 361 273 9520', addressLine: 'Bijulee Bhawan, Paltan Bazaar' })
      .where(eq(organisation.id, organisationId));
    for (const v of DEMO_VENDORS) {
      await tx.insert(vendor).values({ organisationId, id: newId(), ...v });
    }
  });
}
