import { and, eq } from 'drizzle-orm';
import type { Db, Executor } from '../db/client';
import { city, country, industry, organisation, state, vendor } from '../db/schema/index';
import { newId } from '../crypto';
import { seedDemoAssets } from './demo-assets';
import { seedDemoField } from './demo-field';
import { seedDemoPeople } from './demo-people';
import { seedDemoRoutes } from './demo-routes';
import { seedDemoWorkflows } from './demo-workflows';
import { seedDemoWorkOrders } from './demo-work-orders';

/** Contractor companies of the demo organisation (around Guwahati, where the demo's field work is). */
export const DEMO_VENDORS = [
  {
    name: 'Brahmaputra Field Services',
    code: 'BFS',
    contactPerson: 'Pranjal Baruah',
    email: 'dispatch@brahmaputra-fs.example',
    phone: '+91 361 254 1100',
    addressLine: 'House 12, Zoo Narengi Road, Chandmari',
    postalCode: '781003',
  },
  {
    name: 'Kamrup Line Contractors',
    code: 'KLC',
    contactPerson: 'Manoj Kalita',
    email: 'ops@kamrup-lines.example',
    phone: '+91 361 273 8820',
    addressLine: 'Plot 7, Lokhra Road, Lalganesh',
    postalCode: '781034',
  },
  {
    name: 'Northeast Metering Co.',
    code: 'NEM',
    contactPerson: 'Ritu Choudhury',
    email: 'field@ne-metering.example',
    phone: '+91 361 246 0932',
    addressLine: '2nd Floor, Ganeshguri Chariali, Dispur',
    postalCode: '781006',
  },
] as const;

/** Guwahati, Assam, India in the reference data (null parts if the data set lacks them). */
async function guwahati(tx: Executor) {
  const [india] = await tx.select({ id: country.id }).from(country).where(eq(country.isoCode, 'IN'));
  const [assam] = india
    ? await tx
        .select({ id: state.id })
        .from(state)
        .where(and(eq(state.countryId, india.id), eq(state.isoCode, 'AS')))
    : [];
  const [place] = assam
    ? await tx
        .select({ id: city.id })
        .from(city)
        .where(and(eq(city.stateId, assam.id), eq(city.name, 'Guwahati')))
    : [];
  return { countryId: india?.id ?? null, stateId: assam?.id ?? null, cityId: place?.id ?? null };
}

/**
 * Realistic starting data for a new installation so the console is not empty on first sign-in. Each area
 * adds its records here as it lands. Work orders need `dataDir`: their recorded photos and signatures are
 * stored as uploaded images there; without it the demo has no work orders.
 */
export async function seedDemo(
  db: Db,
  organisationId: string,
  options: { dataDir?: string } = {},
): Promise<void> {
  await db.transaction(async (tx) => {
    const address = await guwahati(tx);
    const [utilities] = await tx
      .select({ id: industry.id })
      .from(industry)
      .where(eq(industry.name, 'Electric utilities'));
    await tx
      .update(organisation)
      .set({
        name: 'Assam Power Distribution (demo)',
        industryId: utilities?.id ?? null,
        phone: '+91 361 273 9520',
        website: 'https://apdcl-demo.example',
        addressLine: 'Bijulee Bhawan, Paltan Bazaar',
        postalCode: '781001',
        ...address,
      })
      .where(eq(organisation.id, organisationId));
    const vendorIds = new Map<string, string>();
    for (const v of DEMO_VENDORS) {
      const id = newId();
      vendorIds.set(v.name, id);
      await tx.insert(vendor).values({ organisationId, id, ...v, ...address });
    }
    await seedDemoPeople(tx, organisationId, vendorIds);
    await seedDemoField(tx, organisationId, address);
    await seedDemoRoutes(tx, organisationId, vendorIds.values().next().value);
    await seedDemoAssets(tx, organisationId, address);
    await seedDemoWorkflows(tx, organisationId);
    if (options.dataDir) await seedDemoWorkOrders(tx, organisationId, { dataDir: options.dataDir });
  });
}
