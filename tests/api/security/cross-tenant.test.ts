import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../support/test-app';
import { createTestApp } from '../../support/test-app';
import type { Probe, ProbeContext, RouteProbes, Secrets } from './probes';
import { judge, routeOf, send } from './probes';
import { followJob } from './probe-jobs';
import { accountProbes } from './probes-account';
import { assetProbes } from './probes-asset';
import { assignmentProbes } from './probes-assignments';
import { fileProbes } from './probes-files';
import { grantProbes } from './probes-grants';
import { listProbes } from './probes-lists';
import { locationProbes } from './probes-locations';
import { organisationProbes } from './probes-organisation';
import { peopleProbes } from './probes-people';
import { projectProbes } from './probes-projects';
import { reportProbes } from './probes-reports';
import { workOrderProbes } from './probes-work-orders';
import { workflowProbes } from './probes-workflow';
import type { OpenApiDocument } from './route-coverage';
import { EXEMPT_ROUTES, idRoutes } from './route-coverage';
import { digestOf, idsOf, vendorSecrets, versionOf } from './tenant-rows';
import type { TenantWorld } from './tenant-world';
import { buildTenantWorld } from './tenant-world';

/*
 * Organisation B's administrator, and vendor V2's user inside organisation A, name A's (V1's) records on every
 * route of the OpenAPI document that takes an id. Each answer must be a refusal, or a list showing nothing of
 * A's, never a 5xx; and A's rows, read past row-level security, must be byte for byte what they were. An
 * export or import a probe queues is followed to its end, and its result file judged like any answer.
 */

const MATRIX: RouteProbes[] = [
  ...accountProbes,
  ...peopleProbes,
  ...grantProbes(),
  ...organisationProbes,
  ...assetProbes,
  ...projectProbes,
  ...locationProbes,
  ...assignmentProbes,
  ...workOrderProbes,
  ...workflowProbes,
  ...listProbes,
  ...fileProbes,
  ...reportProbes,
];

type Phase = 'org' | 'vendor' | 'reuse';

let t: TestApp;
let a: TenantWorld;
let b: TenantWorld;
let openApi: OpenApiDocument;
let templates: string[];
let baseline: Record<string, string>;
const tally = { attempts: 0, leaks: 0 };

function context(): ProbeContext {
  return {
    a,
    b,
    v1: a.vendors[0],
    v2: a.vendors[1],
    version: (table, id, of = a) => versionOf(t, of.organisationId, table, id),
  };
}

/** The probes of a phase, each with the route its matrix entry declares. */
async function probesOf(phase: Phase): Promise<Array<{ route: string; probe: Probe }>> {
  const c = context();
  const probes: Array<{ route: string; probe: Probe }> = [];
  for (const entry of MATRIX) {
    for (const probe of (await entry[phase]?.(c)) ?? []) probes.push({ route: entry.route, probe });
  }
  return probes;
}

/**
 * Sends every probe of a phase as `token`, following the jobs they queue; answers the leaks found, one line
 * each (a followed job that fails, or whose file shows A's records, is one).
 */
async function run(phase: Phase, token: string, secrets: Secrets): Promise<string[]> {
  const leaks: string[] = [];
  const probes = await probesOf(phase);
  let attempts = probes.length;
  for (const { probe } of probes) {
    const answer = await send(t, token, probe);
    const reason = judge(probe, answer, secrets);
    if (reason) {
      leaks.push(`${probe.method} ${probe.path}: ${reason}`);
      continue;
    }
    const followed = await followJob(t, token, probe, answer, secrets);
    attempts += followed.attempts;
    leaks.push(...followed.problems.map((problem) => `${probe.method} ${probe.path}, its job: ${problem}`));
  }
  tally.attempts += attempts;
  tally.leaks += leaks.length;
  console.log(`${phase}: ${attempts} cross-tenant attempts, ${leaks.length} leaks`);
  return leaks;
}

/** V2's user queues jobs of its own in A's organisation: those rows are left out of A's digest. */
const v2Jobs = () => ({ vendorId: a.vendors[1].vendorId, userId: a.vendors[1].userId });

/** A's rows must be exactly as they were before any attempt; a difference counts as a leak too. */
async function expectAUntouched(soft = false) {
  const now = await digestOf(t, a.organisationId, v2Jobs());
  const changed = Object.keys(baseline).filter((table) => now[table] !== baseline[table]);
  tally.leaks += changed.length;
  (soft ? expect.soft(now, `A's rows changed in ${changed.join(', ')}`) : expect(now)).toEqual(baseline);
}

beforeAll(async () => {
  t = await createTestApp();
  a = await buildTenantWorld(t, 'Avalon');
  b = await buildTenantWorld(t, 'Borealis');
  openApi = (await t.request('GET', '/api/docs/json')).body as OpenApiDocument;
  templates = Object.keys(openApi.paths);
  baseline = await digestOf(t, a.organisationId, v2Jobs());
}, 180_000);

afterAll(async () => {
  console.log(`cross-tenant matrix: ${tally.attempts} attempts, ${tally.leaks} leaks`);
  await t?.close();
});

describe('cross-tenant matrix', () => {
  it('probes every route of the OpenAPI document that takes an id, but the exempt ones', async () => {
    const probed = new Set<string>();
    const misfiled: string[] = [];
    for (const phase of ['org', 'vendor', 'reuse'] as const) {
      for (const { route, probe } of await probesOf(phase)) {
        const called = routeOf(probe, templates);
        // A reuse sequence creates a record under the entry's route, then reads and deletes it on others.
        const elsewhere = phase === 'reuse' ? called === null : called !== route;
        if (elsewhere) misfiled.push(`${probe.method} ${probe.path} (under ${route}) calls ${called}`);
        if (called) probed.add(called);
      }
    }
    expect(misfiled, 'probes calling another route than their entry’s, or none of the document').toEqual([]);
    const routes = idRoutes(openApi);
    const missing = [...routes.keys()].filter((route) => !probed.has(route) && !(route in EXEMPT_ROUTES));
    expect(missing, 'routes taking an id that no probe calls').toEqual([]);
    // An exemption for a route that is gone, or is probed after all, is stale.
    expect(Object.keys(EXEMPT_ROUTES).filter((route) => !routes.has(route) || probed.has(route))).toEqual([]);
  });

  it('refuses organisation B’s administrator every record of organisation A', async () => {
    const secrets = { ids: await idsOf(t, a.organisationId), strings: [a.marker] };
    expect(await run('org', b.adminToken, secrets)).toEqual([]);
    await expectAUntouched();
  }, 120_000);

  it('refuses vendor V2’s user every record of vendor V1 in the same organisation', async () => {
    const v1 = a.vendors[0];
    const secrets = await vendorSecrets(t, a.organisationId, v1.vendorId);
    expect(await run('vendor', a.vendors[1].token, secrets)).toEqual([]);
    await expectAUntouched();
  }, 120_000);

  it('keeps A’s records when B creates, changes and deletes records of its own under A’s ids', async () => {
    // B's records may carry A's ids (ids are unique per organisation); they must never show or touch A's.
    const secrets = { ids: new Set<string>(), strings: [a.marker] };
    expect(await run('reuse', b.adminToken, secrets)).toEqual([]);
    await expectAUntouched();
  }, 120_000);
});

describe('POST /api/account/User with the id of another organisation’s user', () => {
  it('leaves that user signed in and able to sign in when B sets the password of and deletes its own twin', async () => {
    const { id, email, refreshToken } = a.planner;
    const as = { token: b.adminToken };
    const twin = {
      id,
      name: `${b.marker} Twin planner`,
      email: 'twin.planner@hostile.example',
      roleId: b.roleId,
    };
    const created = await t.request('POST', '/api/account/User', {
      ...as,
      body: { ...twin, password: 'Twin-Pass-2026' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const changed = await t.request('POST', '/api/account/User/ChangeUserPassword', {
      ...as,
      body: { userId: id, newPassword: 'Hostile-Pass-2026' },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const deleted = await t.request('DELETE', `/api/account/User?id=${id}`, as);
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);

    tally.attempts += 3;
    // Soft, so that a failure also shows whether A's user lost the session (refreshing changes A's rows).
    await expectAUntouched(true);
    const refreshed = await t.request('POST', '/api/account/Auth/RefreshToken', {
      body: { refreshToken, grantType: 'refresh_token' },
    });
    if (refreshed.status !== 200) tally.leaks += 1;
    expect(refreshed.status, JSON.stringify(refreshed.body)).toBe(200);
    expect(await t.signIn(email)).toBeTruthy();
  });
});
