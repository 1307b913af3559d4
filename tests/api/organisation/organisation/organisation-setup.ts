import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { city, country, organisation, state } from '../../../../server/db/schema/index';
import type { TestApp, Tenant } from '../../../support/test-app';
import { addUser, createTenant, createTestApp } from '../../../support/test-app';
import { addRole, makePlatformAdmin } from '../../people-fixtures';

/*
 * The world of one organisation test file: its own app, the platform administrator's organisation (home) and
 * another one (Barak Valley Water) with its administrator and a user without organisation rights, and the ids
 * of a few places. openOrganisationWorld() builds it in beforeAll and closes the app in afterAll; the bindings
 * below are live, set once it is built, and each test file has its own.
 */
export let t: TestApp;
export let home: Tenant;
export let other: Tenant;
export let platform: string;
export let orgAdmin: string;
export let noAccess: string;
export const place = { india: 0, assam: 0, guwahati: 0, meghalaya: 0, shillong: 0 };

async function idOf(
  table: typeof country | typeof state | typeof city,
  name: string,
  where?: ReturnType<typeof eq>,
) {
  const [row] = await t.db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.name, name), where));
  return row!.id;
}

export function openOrganisationWorld() {
  beforeAll(async () => {
    t = await createTestApp();
    home = await createTenant(t, 'Platform Home');
    other = await createTenant(t, 'Barak Valley Water');
    await makePlatformAdmin(t, home.adminEmail);
    platform = await t.signIn(home.adminEmail);
    orgAdmin = await t.signIn(other.adminEmail);
    const roleId = await addRole(t, other.organisationId, 'Dispatcher', ['workOrder.view']);
    await addUser(t, other.organisationId, { email: 'dispatch@barak.example', roleId });
    noAccess = await t.signIn('dispatch@barak.example');
    place.india = await idOf(country, 'India');
    place.assam = await idOf(state, 'Assam', eq(state.countryId, place.india));
    place.meghalaya = await idOf(state, 'Meghalaya', eq(state.countryId, place.india));
    place.guwahati = await idOf(city, 'Guwahati', eq(city.stateId, place.assam));
    place.shillong = await idOf(city, 'Shillong', eq(city.stateId, place.meghalaya));
  });
  afterAll(() => t.close());
}

export const newOrganisation = (suffix: string) => ({
  name: `Dibrugarh Gas ${suffix}`,
  email: `office.${suffix}@dibrugarh-gas.example`,
  phone: '+91 373 230 0000',
  website: 'https://dibrugarh-gas.example',
  administrator: { name: 'Rupa Gogoi', email: `rupa.${suffix}@dibrugarh-gas.example` },
});

export async function organisationCount() {
  const [row] = await t.db.select({ n: count() }).from(organisation);
  return row!.n;
}
