import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../../server/seed/demo';
import { DEMO_TEAMS } from '../../../server/seed/demo-people';
import { crewUpdateSchema } from '../../../src/domain/crews';
import { vendorUpdateSchema } from '../../../src/domain/vendors';
import { workforceUpdateSchema } from '../../../src/domain/workforce';
import type { TestApp, Tenant } from '../../support/test-app';
import { createTenant, createTestApp } from '../../support/test-app';

/** The fields of a record that its update form sends, so the record can be checked against the form's rules. */
function formOf<S extends { shape: object }>(schema: S, record: Record<string, unknown>) {
  return Object.fromEntries(
    Object.keys(schema.shape)
      .filter((k) => k in record)
      .map((k) => [k, record[k]]),
  );
}

let t: TestApp;
let org: Tenant;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  org = await createTenant(t, 'Demo Seed');
  await seedDemo(t.db, org.organisationId);
  token = await t.signIn(org.adminEmail);
});
afterAll(() => t.close());

describe('the demo organisation', () => {
  it('sits in Guwahati, Assam, with vendors that have codes, contacts and addresses', async () => {
    const own = await t.request('GET', `/api/organisation/Organisation/GetById?id=${org.organisationId}`, {
      token,
    });
    expect(own.body.data).toMatchObject({
      name: 'Assam Power Distribution (demo)',
      cityName: 'Guwahati',
      stateName: 'Assam',
      industryName: 'Electric utilities',
    });
    const vendors = (await t.request('POST', '/api/account/Vendor/GetAll', { token, body: {} })).body.data
      .vendors;
    expect(vendors.map((v: { code: string }) => v.code)).toEqual(['BFS', 'KLC', 'NEM']);
    for (const v of vendors) {
      expect(v).toMatchObject({
        cityName: 'Guwahati',
        contactPerson: expect.any(String),
        crewCount: expect.any(Number),
      });
      expect(vendorUpdateSchema.safeParse(formOf(vendorUpdateSchema, v)).error).toBeUndefined();
    }
  });

  it('has crews with a leader and members of their own vendor, and workforce that passes the forms’ rules', async () => {
    const crews = (await t.request('POST', '/api/account/Crew/GetAll', { token, body: { pageSize: 100 } }))
      .body.data.crews;
    expect(crews).toHaveLength(DEMO_TEAMS.flatMap((team) => team.crews).length);
    for (const summary of crews) {
      const detail = (await t.request('GET', `/api/account/Crew/GetById?id=${summary.id}`, { token })).body
        .data;
      expect(detail.leaderName).toEqual(expect.any(String));
      expect(detail.members.length).toBeGreaterThanOrEqual(2);
      const members = detail.members.map((m: { workforceId: string; role: string }) => ({
        workforceId: m.workforceId,
        role: m.role,
      }));
      expect(
        crewUpdateSchema.safeParse({ ...formOf(crewUpdateSchema, detail), members }).error,
      ).toBeUndefined();
    }
    const people = (
      await t.request('POST', '/api/account/Workforce/GetAll', { token, body: { pageSize: 500 } })
    ).body.data.workforce;
    expect(people.length).toBe(
      DEMO_TEAMS.reduce((n, team) => n + team.supervisors.length + team.mobileUsers.length, 0),
    );
    for (const p of people) {
      expect(workforceUpdateSchema.safeParse(formOf(workforceUpdateSchema, p)).error, p.name).toBeUndefined();
      if (p.kind === 1) expect(p.supervisorName, p.name).toEqual(expect.any(String));
    }
  });
});
