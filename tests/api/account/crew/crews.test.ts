import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { crewMember } from '../../../../server/db/schema/index';
import { fields } from '../../people-fixtures';
import {
  admin,
  deputyId,
  dispatcher,
  feedOf,
  newCrew,
  openCrewWorld,
  otherAdmin,
  people,
  t,
  v1,
  v1PeerId,
  v1User,
  v2,
  viewer,
} from './crew-setup';

openCrewWorld();

describe('POST /api/account/Crew', () => {
  it('creates a vendor crew with members, leader first, and tells that vendor’s crew managers', async () => {
    const response = await t.request('POST', '/api/account/Crew', {
      token: admin,
      body: newCrew('Night Line Crew', [
        { workforceId: people.mina!, role: 'technician' },
        { workforceId: people.ravi!, role: 'leader' },
      ]),
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      name: 'Night Line Crew',
      vendorName: 'Brahmaputra Field Services',
      memberCount: 2,
      leaderName: 'Ravi Deka',
      version: 1,
    });
    expect(
      response.body.data.members.map((m: { name: string; role: string }) => `${m.name}:${m.role}`),
    ).toEqual(['Ravi Deka:leader', 'Mina Bora:technician']);
    const [peerNotice] = await feedOf(v1PeerId);
    expect(peerNotice).toMatchObject({
      title: 'New members in crew Night Line Crew',
      link: `/user-management/crew/${response.body.data.id}`,
      inConsole: true,
    });
    expect(peerNotice!.body).toContain('Ravi Deka (leader), Mina Bora (technician)');
    expect(await feedOf(deputyId)).toHaveLength(0);
  });

  it('makes organisation crews of organisation staff only, and tells organisation users but not the one who acted', async () => {
    const mixed = await t.request('POST', '/api/account/Crew', {
      token: admin,
      body: newCrew('HQ Crew', [{ workforceId: people.ravi!, role: 'helper' }], { vendorId: null }),
    });
    expect(mixed.status).toBe(400);
    expect(mixed.body.errors).toEqual([
      { field: 'Members.0.WorkforceId', message: 'Ravi Deka does not work for the crew’s vendor.' },
    ]);
    const ok = await t.request('POST', '/api/account/Crew', {
      token: admin,
      body: newCrew('HQ Crew', [{ workforceId: people.staff!, role: 'leader' }], { vendorId: null }),
    });
    expect(ok.status).toBe(200);
    expect(await feedOf(deputyId)).toHaveLength(1);
    const mine = await t.request('POST', '/api/account/Notification/GetAll', { token: admin, body: {} });
    expect(
      mine.body.data.notifications.filter((n: { event: string }) => n.event === 'addedToCrew'),
    ).toHaveLength(0);
  });

  it('keeps names unique per vendor', async () => {
    const duplicate = await t.request('POST', '/api/account/Crew', {
      token: admin,
      body: newCrew('night line crew'),
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.errors).toEqual([
      { field: 'Name', message: 'A crew with this name already exists for this vendor.' },
    ]);
    expect(
      (
        await t.request('POST', '/api/account/Crew', {
          token: admin,
          body: newCrew('Night Line Crew', [], { vendorId: v2 }),
        })
      ).status,
    ).toBe(200);
  });

  it('keeps a vendor user’s crews in their vendor, with their vendor’s people', async () => {
    const own = await t.request('POST', '/api/account/Crew', {
      token: v1User,
      body: { name: 'Day Crew', members: [{ workforceId: people.jiten, role: 'leader' }] },
    });
    expect(own.status).toBe(200);
    expect(own.body.data.vendorId).toBe(v1);
    expect(
      (
        await t.request('POST', '/api/account/Crew', {
          token: v1User,
          body: newCrew('Raid Crew', [], { vendorId: v2 }),
        })
      ).status,
    ).toBe(403);
    const foreignMember = await t.request('POST', '/api/account/Crew', {
      token: v1User,
      body: { name: 'Borrow Crew', members: [{ workforceId: people.other, role: 'helper' }] },
    });
    expect(foreignMember.status).toBe(400);
    expect(foreignMember.body.errors[0].message).toBe('The mobile workforce member was not found.');
  });

  it('needs crew.create and replays a retried create once', async () => {
    expect(
      (await t.request('POST', '/api/account/Crew', { token: viewer, body: newCrew('Viewer Crew') })).status,
    ).toBe(403);
    const headers = { 'idempotency-key': 'crew-create-0001' };
    const first = await t.request('POST', '/api/account/Crew', {
      token: admin,
      body: newCrew('Replay Crew'),
      headers,
    });
    const second = await t.request('POST', '/api/account/Crew', {
      token: admin,
      body: newCrew('Replay Crew'),
      headers,
    });
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.body).toEqual(first.body);
  });
});

describe('reading crews', () => {
  it('pages, searches and filters POST Crew/GetAll by vendor (null: organisation crews)', async () => {
    const page = await t.request('POST', '/api/account/Crew/GetAll', {
      token: admin,
      body: { page: 1, pageSize: 2 },
    });
    expect(page.body.data.crews).toHaveLength(2);
    expect(page.body.data.pageTotal).toBe(5);
    const orgCrews = await t.request('POST', '/api/account/Crew/GetAll', {
      token: admin,
      body: { vendorId: null },
    });
    expect(orgCrews.body.data.crews.map((c: { name: string }) => c.name)).toEqual(['HQ Crew']);
    const searched = await t.request('POST', '/api/account/Crew/GetAll', {
      token: admin,
      body: { searchString: 'night', vendorId: v2 },
    });
    expect(searched.body.data.crews.map((c: { vendorName: string }) => c.vendorName)).toEqual([
      'Kamrup Line Contractors',
    ]);
  });

  it('shows a vendor user only their vendor’s crews and hides others by id', async () => {
    const list = await t.request('POST', '/api/account/Crew/GetAll', {
      token: v1User,
      body: { pageSize: 100 },
    });
    expect(new Set(list.body.data.crews.map((c: { vendorId: string }) => c.vendorId))).toEqual(new Set([v1]));
    const otherCrew = (
      await t.request('POST', '/api/account/Crew/GetAll', { token: admin, body: { vendorId: v2 } })
    ).body.data.crews[0];
    expect(
      (await t.request('GET', `/api/account/Crew/GetById?id=${otherCrew.id}`, { token: v1User })).status,
    ).toBe(404);
    expect(
      (await t.request('GET', `/api/account/Crew/GetById?id=${otherCrew.id}`, { token: otherAdmin })).status,
    ).toBe(404);
    expect(
      (await t.request('POST', '/api/account/Crew/GetAll', { token: v1User, body: { vendorId: v2 } })).status,
    ).toBe(403);
  });

  it('serves the crew dropdown (CrewAccessGroup/GetAllCrews) filtered by vendor to any signed-in user', async () => {
    const response = await t.request('POST', '/api/account/CrewAccessGroup/GetAllCrews', {
      token: dispatcher,
      body: { page: 1, pageSize: 100, searchTerm: 'crew', vendorId: v1 },
    });
    expect(response.status).toBe(200);
    expect(response.body.data.crews.map((c: { name: string }) => c.name)).toEqual([
      'Day Crew',
      'Night Line Crew',
      'Replay Crew',
    ]);
    expect(Object.keys(response.body.data.crews[0]).sort()).toEqual(['id', 'name', 'vendorId']);
    expect(
      fields(
        await t.request('POST', '/api/account/CrewAccessGroup/GetAllCrews', {
          token: dispatcher,
          body: { pageSize: 500 },
        }),
      ),
    ).toEqual(['PageSize']);
  });
});

describe('PUT /api/account/Crew', () => {
  it('replaces members, tells about the new ones only, and answers a stale version with 409', async () => {
    const current = (
      await t.request('POST', '/api/account/Crew/GetAll', {
        token: admin,
        body: { searchString: 'Day Crew' },
      })
    ).body.data.crews[0];
    const before = (await feedOf(v1PeerId)).length;
    const body = newCrew('Day Crew', [
      { workforceId: people.jiten!, role: 'technician' },
      { workforceId: people.ravi!, role: 'leader' },
    ]);
    const ok = await t.request('PUT', `/api/account/Crew?id=${current.id}`, {
      token: admin,
      body: { ...body, version: current.version },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({
      version: current.version + 1,
      leaderName: 'Ravi Deka',
      memberCount: 2,
    });
    const notices = await feedOf(v1PeerId);
    expect(notices).toHaveLength(before + 1);
    expect(notices.at(-1)!.body).toMatch(/added Ravi Deka \(leader\) to the crew "Day Crew"/);
    const stale = await t.request('PUT', `/api/account/Crew?id=${current.id}`, {
      token: admin,
      body: { ...body, name: 'Stale', version: current.version },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.data).toMatchObject({ name: 'Day Crew', version: current.version + 1 });
  });

  it('cannot change another vendor’s crew', async () => {
    const otherCrew = (
      await t.request('POST', '/api/account/Crew/GetAll', { token: admin, body: { vendorId: v2 } })
    ).body.data.crews[0];
    const response = await t.request('PUT', `/api/account/Crew?id=${otherCrew.id}`, {
      token: v1User,
      body: { name: 'Mine now', members: [], version: otherCrew.version },
    });
    expect(response.status).toBe(404);
  });
});

describe('DELETE /api/account/Crew', () => {
  it('deletes a crew with its memberships, only within the caller’s scope', async () => {
    const target = (
      await t.request('POST', '/api/account/Crew/GetAll', {
        token: admin,
        body: { searchString: 'Night Line', vendorId: v1 },
      })
    ).body.data.crews[0];
    expect((await t.request('DELETE', `/api/account/Crew?id=${target.id}`, { token: viewer })).status).toBe(
      403,
    );
    const otherCrew = (
      await t.request('POST', '/api/account/Crew/GetAll', { token: admin, body: { vendorId: v2 } })
    ).body.data.crews[0];
    expect(
      (await t.request('DELETE', `/api/account/Crew?id=${otherCrew.id}`, { token: v1User })).status,
    ).toBe(404);
    expect((await t.request('DELETE', `/api/account/Crew?id=${target.id}`, { token: v1User })).status).toBe(
      200,
    );
    const [left] = await t.db.select({ n: count() }).from(crewMember).where(eq(crewMember.crewId, target.id));
    expect(left!.n).toBe(0);
  });
});
