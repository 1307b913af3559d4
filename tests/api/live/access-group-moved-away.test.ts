import { beforeAll, describe, expect, it } from 'vitest';
import { grantGroups } from '../access-fixtures';
import { addUser } from '../../support/test-app';
import { admin, create, ok, openWorkOrderWorld, org, t, w } from '../workorder/work-order/work-order-world';
import { change, isChangeOf, readyStreams } from './event-stream';

/*
 * An order moved out of the access groups a user's grants allow: the user is told it left their view (so
 * their list, map and swim lane drop it), never where it went; a user who sees every group hears it in full.
 */
openWorkOrderWorld();

let base: string;
let north: string;
const stream = readyStreams(() => base);

beforeAll(async () => {
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const plannerId = await addUser(t, org.organisationId, {
    email: 'north-planner@wo.example',
    roleId: org.roleIds.get('Organisation administrator')!,
  });
  await grantGroups(t, admin, 'AdminAccessGroup', plannerId, w.tree.projectId, [w.tree.ids['North-1']]);
  north = await t.signIn('north-planner@wo.example');
});

describe('an order moved out of a user’s access groups', () => {
  it('tells the user it left their view, without where it went', async () => {
    const order = await create('N1a-250');
    const watching = await stream(north);
    const everyone = await stream(admin);
    await ok('POST', 'Workorder/InterchangeWorklocation', {
      workorderId: order.id,
      workLocationId: w.locations.get('S1-630'),
      version: order.version,
    });

    const gone = change(await watching.waitFor(isChangeOf(order.id, 'delete'), 5000));
    expect(gone).toMatchObject({
      kind: 'work_order',
      version: null,
      data: { code: order.code, movedAway: true, outOf: 'accessGroups' },
    });
    expect(Object.keys(gone.data ?? {}).sort()).toEqual(['code', 'movedAway', 'outOf']);
    expect(JSON.stringify(gone)).not.toContain(w.tree.ids['South-1']);
    expect(JSON.stringify(gone)).not.toContain('S1-630');
    const seen = change(await everyone.waitFor(isChangeOf(order.id, 'update'), 5000));
    expect(seen.data).toMatchObject({ order: { locationIdentifier: 'S1-630' } });

    // Moving it again, between groups the user never saw, tells them nothing more.
    await ok('POST', 'Workorder/InterchangeWorklocation', {
      workorderId: order.id,
      workLocationId: w.locations.get('N2-400'),
      version: order.version + 1,
    });
    await everyone.waitFor(
      (event) => isChangeOf(order.id, 'update')(event) && change(event).version === order.version + 2,
      2000,
    );
    // (Its creation may come first: it is numbered after commit, possibly once the stream was open.)
    const ops = watching.events.filter(isChangeOf(order.id)).map((e) => change(e).op);
    expect(ops.slice(ops.indexOf('delete'))).toEqual(['delete']);
  });

  it('tells it when the order’s work location moves to another group, and hears it back in full', async () => {
    const order = await create('N1-100');
    const watching = await stream(north);
    const locationId = w.locations.get('N1-100')!;
    const location = await ok('GET', `WorkLocation/GetById?id=${locationId}`);
    await ok('PUT', `WorkLocation/WorklocationAccessGroup?id=${locationId}`, {
      accessGroupId: w.tree.ids['South-1'],
      version: location.version,
    });
    const gone = change(await watching.waitFor(isChangeOf(order.id, 'delete'), 5000));
    expect(gone.data).toEqual({ code: order.code, movedAway: true, outOf: 'accessGroups' });

    await ok('PUT', `WorkLocation/WorklocationAccessGroup?id=${locationId}`, {
      accessGroupId: w.tree.ids['North-1'],
      version: location.version + 1,
    });
    const back = change(await watching.waitFor(isChangeOf(order.id, 'update'), 5000));
    expect(back.data).toMatchObject({ code: order.code, order: { locationIdentifier: 'N1-100' } });
  });
});
