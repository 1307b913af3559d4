import { describe, expect, it } from 'vitest';
import { addWorkforce } from '../../people-fixtures';
import {
  admin,
  openWorkforceWorld,
  org,
  orgSupervisor,
  otherAdmin,
  person,
  t,
  v1,
  v1Supervisor,
  v1User,
  v2,
  v2Tech,
  viewer,
  workforceCount,
} from './workforce-setup';
import { count, eq } from 'drizzle-orm';
import { workforce } from '../../../../server/db/schema/index';

openWorkforceWorld();

describe('POST /api/account/Workforce', () => {
  it('creates a mobile user reporting to a supervisor of the same vendor', async () => {
    const response = await t.request('POST', '/api/account/Workforce', {
      token: admin,
      body: person('Ratul Kalita', { employeeCode: 'BFS-101', supervisorId: v1Supervisor }),
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      kind: 1,
      name: 'Ratul Kalita',
      employeeCode: 'BFS-101',
      vendorName: 'Brahmaputra Field Services',
      supervisorName: 'Dipankar Supervisor',
      crews: [],
      reportCount: 0,
      version: 1,
    });
  });

  it('refuses a duplicate email or employee code', async () => {
    const email = await t.request('POST', '/api/account/Workforce', {
      token: admin,
      body: person('Ratul Kalita', { vendorId: v2 }),
    });
    expect(email.status).toBe(409);
    expect(email.body.errors).toEqual([
      { field: 'Email', message: 'A mobile workforce member with this email already exists.' },
    ]);
    const code = await t.request('POST', '/api/account/Workforce', {
      token: admin,
      body: person('Someone Else', { employeeCode: 'bfs-101' }),
    });
    expect(code.body.errors).toEqual([
      { field: 'EmployeeCode', message: 'A mobile workforce member with this employee code already exists.' },
    ]);
  });

  it('keeps a vendor user’s workforce in their vendor, and needs workforce.create', async () => {
    const own = await t.request('POST', '/api/account/Workforce', {
      token: v1User,
      body: { ...person('Vendor Hire'), vendorId: undefined },
    });
    expect(own.body.data.vendorId).toBe(v1);
    expect(
      (
        await t.request('POST', '/api/account/Workforce', {
          token: v1User,
          body: person('Raid', { vendorId: v2 }),
        })
      ).status,
    ).toBe(403);
    expect(
      (await t.request('POST', '/api/account/Workforce', { token: viewer, body: person('Viewer Hire') }))
        .status,
    ).toBe(403);
  });

  it('replays a retried create once', async () => {
    const before = await workforceCount();
    const headers = { 'idempotency-key': 'workforce-create-1' };
    const first = await t.request('POST', '/api/account/Workforce', {
      token: admin,
      body: person('Replay Person'),
      headers,
    });
    const second = await t.request('POST', '/api/account/Workforce', {
      token: admin,
      body: person('Replay Person'),
      headers,
    });
    expect(second.body).toEqual(first.body);
    expect(await workforceCount()).toBe(before + 1);
  });
});

describe('reading the workforce', () => {
  it('pages for "load more" and filters by kind, supervisor, vendor and search', async () => {
    for (let i = 1; i <= 12; i++)
      await addWorkforce(t, org.organisationId, {
        name: `Batch Tech ${String(i).padStart(2, '0')}`,
        vendorId: v2,
      });
    const first = await t.request('POST', '/api/account/Workforce/GetAll', {
      token: admin,
      body: { pageSize: 5, page: 1, vendorId: v2, searchString: 'batch' },
    });
    const third = await t.request('POST', '/api/account/Workforce/GetAll', {
      token: admin,
      body: { pageSize: 5, page: 3, vendorId: v2, searchString: 'batch' },
    });
    expect(first.body.data.pageTotal).toBe(12);
    expect(first.body.data.workforce.map((w: { name: string }) => w.name)[0]).toBe('Batch Tech 01');
    expect(third.body.data.workforce.map((w: { name: string }) => w.name)).toEqual([
      'Batch Tech 11',
      'Batch Tech 12',
    ]);
    const supervisors = await t.request('POST', '/api/account/Workforce/GetAll', {
      token: admin,
      body: { kind: 2, vendorId: null },
    });
    expect(supervisors.body.data.workforce.map((w: { name: string }) => w.name)).toEqual([
      'Anjali Supervisor',
    ]);
    const reports = await t.request('POST', '/api/account/Workforce/GetAll', {
      token: admin,
      body: { supervisorId: v1Supervisor },
    });
    expect(reports.body.data.workforce.map((w: { name: string }) => w.name)).toEqual(['Ratul Kalita']);
  });

  it('lists supervisors for the dropdown: by vendor, or the organisation’s own with vendorId=', async () => {
    const byVendor = await t.request('GET', `/api/account/Workforce/GetSupervisor?vendorId=${v1}`, {
      token: admin,
    });
    expect(byVendor.body.data.supervisors).toEqual([
      { id: v1Supervisor, name: 'Dipankar Supervisor', employeeCode: null, vendorId: v1 },
    ]);
    const own = await t.request('GET', '/api/account/Workforce/GetSupervisor?vendorId=', { token: admin });
    expect(own.body.data.supervisors.map((s: { id: string }) => s.id)).toEqual([orgSupervisor]);
    const all = await t.request('GET', '/api/account/Workforce/GetSupervisor', { token: admin });
    expect(all.body.data.supervisors).toHaveLength(3);
    const vendorView = await t.request('GET', '/api/account/Workforce/GetSupervisor', { token: v1User });
    expect(vendorView.body.data.supervisors.map((s: { id: string }) => s.id)).toEqual([v1Supervisor]);
  });

  it('hides other vendors’ and organisations’ workforce', async () => {
    const list = await t.request('POST', '/api/account/Workforce/GetAll', {
      token: v1User,
      body: { pageSize: 100 },
    });
    expect(new Set(list.body.data.workforce.map((w: { vendorId: string }) => w.vendorId))).toEqual(
      new Set([v1]),
    );
    expect(
      (await t.request('POST', '/api/account/Workforce/GetAll', { token: v1User, body: { vendorId: v2 } }))
        .status,
    ).toBe(403);
    expect(
      (await t.request('POST', '/api/account/Workforce/GetAll', { token: otherAdmin, body: {} })).body.data
        .pageTotal,
    ).toBe(0);
    expect(
      (await t.request('GET', `/api/account/Workforce/GetById?id=${v2Tech}`, { token: v1User })).status,
    ).toBe(404);
    expect(
      (await t.request('GET', `/api/account/Workforce/GetById?id=${v2Tech}`, { token: otherAdmin })).status,
    ).toBe(404);
    expect(
      (
        await t.request('PUT', `/api/account/Workforce?id=${v2Tech}`, {
          token: v1User,
          body: { ...person('Kamrup Tech'), vendorId: undefined, version: 1 },
        })
      ).status,
    ).toBe(404);
    expect((await t.request('DELETE', `/api/account/Workforce?id=${v2Tech}`, { token: v1User })).status).toBe(
      404,
    );
    expect(
      (await t.request('GET', `/api/account/Workforce/GetById?id=${v2Tech}`, { token: admin })).status,
    ).toBe(200);
  });
});

describe('PUT /api/account/Workforce', () => {
  it('updates with the edited version; a stale one gets 409 with the current record', async () => {
    const { id } = (
      await t.request('POST', '/api/account/Workforce', { token: admin, body: person('Edit Me') })
    ).body.data;
    const ok = await t.request('PUT', `/api/account/Workforce?id=${id}`, {
      token: admin,
      body: { ...person('Edited Person'), version: 1 },
    });
    expect(ok.body.data).toMatchObject({ name: 'Edited Person', version: 2 });
    const stale = await t.request('PUT', `/api/account/Workforce?id=${id}`, {
      token: admin,
      body: { ...person('Stale'), version: 1 },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.data).toMatchObject({ name: 'Edited Person', version: 2 });
  });

  it('keeps links: a supervisor with mobile users stays one, a crew member stays with the crew’s vendor', async () => {
    const supervisor = (
      await t.request('GET', `/api/account/Workforce/GetById?id=${v1Supervisor}`, { token: admin })
    ).body.data;
    const demote = await t.request('PUT', `/api/account/Workforce?id=${v1Supervisor}`, {
      token: admin,
      body: {
        kind: 1,
        name: supervisor.name,
        email: supervisor.email,
        vendorId: v1,
        version: supervisor.version,
      },
    });
    expect(demote.status).toBe(409);
    expect(demote.body.message).toBe(
      'Dipankar Supervisor still supervises 1 mobile user (Ratul Kalita). Give them another supervisor first.',
    );
    const member = await addWorkforce(t, org.organisationId, { name: 'Crew Member', vendorId: v1 });
    await t.request('POST', '/api/account/Crew', {
      token: admin,
      body: { name: 'Pole Crew', vendorId: v1, members: [{ workforceId: member, role: 'helper' }] },
    });
    const move = await t.request('PUT', `/api/account/Workforce?id=${member}`, {
      token: admin,
      body: { ...person('Crew Member', { vendorId: v2 }), version: 1 },
    });
    expect(move.status).toBe(409);
    expect(move.body.message).toBe(
      'Crew Member is a member of 1 crew (Pole Crew). Remove them from those crews before moving them to another vendor.',
    );
  });
});

describe('DELETE /api/account/Workforce', () => {
  it('refuses while the person is in a crew or supervises others, naming them', async () => {
    const inCrew = (
      await t.request('POST', '/api/account/Workforce/GetAll', {
        token: admin,
        body: { searchString: 'Crew Member' },
      })
    ).body.data.workforce[0];
    const crewRefusal = await t.request('DELETE', `/api/account/Workforce?id=${inCrew.id}`, { token: admin });
    expect(crewRefusal.status).toBe(409);
    expect(crewRefusal.body.message).toBe(
      'The mobile user "Crew Member" is still used by 1 crew (Pole Crew). Reassign or delete them first.',
    );
    const supervising = await t.request('DELETE', `/api/account/Workforce?id=${v1Supervisor}`, {
      token: admin,
    });
    expect(supervising.body.message).toBe(
      'The supervisor "Dipankar Supervisor" is still used by 1 mobile user (Ratul Kalita). Reassign or delete them first.',
    );
  });

  it('deletes someone nothing refers to, with workforce.delete', async () => {
    const { id } = (
      await t.request('POST', '/api/account/Workforce', { token: admin, body: person('Short Stay') })
    ).body.data;
    expect((await t.request('DELETE', `/api/account/Workforce?id=${id}`, { token: viewer })).status).toBe(
      403,
    );
    expect((await t.request('DELETE', `/api/account/Workforce?id=${id}`, { token: admin })).status).toBe(200);
    const [row] = await t.db.select({ n: count() }).from(workforce).where(eq(workforce.id, id));
    expect(row!.n).toBe(0);
  });
});
