import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { notification } from '../../../../server/db/schema/index';
import type { PushEndpoint, TestDevice } from '../../../support/push-endpoint';
import { startPushEndpoint } from '../../../support/push-endpoint';
import { addUser, createTenant } from '../../../support/test-app';
import { addRole } from '../../people-fixtures';
import {
  complete,
  create,
  ok,
  openWorkOrderWorld,
  org,
  t,
  w,
} from '../../workorder/work-order/work-order-world';

/*
 * The world of a Web Push test file: the work-order world on an app that pushes (VAPID keys made for it,
 * plain-HTTP endpoints allowed), a local push endpoint that decrypts what it receives, an approver, a user of
 * vendor B and another organisation's approver. The bindings are live, set once it is built.
 */

export const A = '/api/account';
export let endpoint: PushEndpoint;
export let approver: string;
export let vendorUser: string;
export let otherApprover: string;

export function openPushWorld() {
  openWorkOrderWorld({
    app: {
      config: {
        push: {
          publicKey: undefined,
          privateKey: undefined,
          subject: 'mailto:ops@example.com',
          allowHttp: true,
        },
      },
    },
  });

  beforeAll(async () => {
    endpoint = await startPushEndpoint();
    const approve = await addRole(t, org.organisationId, 'Approver', ['workOrder.view', 'workOrder.approve']);
    await addUser(t, org.organisationId, { email: 'approver@push.example', roleId: approve });
    approver = await t.signIn('approver@push.example');
    const field = await addRole(t, org.organisationId, 'Vendor field', ['workOrder.view'], 2);
    await addUser(t, org.organisationId, { email: 'crew@push.example', roleId: field, vendorId: w.vendorB });
    vendorUser = await t.signIn('crew@push.example');
    const other = await createTenant(t, 'Other Push Org');
    const otherRole = await addRole(t, other.organisationId, 'Approver', [
      'workOrder.view',
      'workOrder.approve',
    ]);
    await addUser(t, other.organisationId, { email: 'approver@other-push.example', roleId: otherRole });
    otherApprover = await t.signIn('approver@other-push.example');
  });
  afterAll(() => endpoint.close());
}

export async function subscribe(token: string, device: TestDevice) {
  const response = await t.request('POST', `${A}/PushSubscription`, { token, body: device.subscription });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

/** Waits until the outbox holds no push waiting or being sent (delivery runs after the response). */
export async function settled() {
  for (let i = 0; i < 250; i++) {
    const [row] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(notification)
      .where(inArray(notification.pushStatus, ['pending', 'sending']));
    if (row!.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('pushes still waiting after 5 s');
}

/** An order of vendor B's crew, completed and rejected: the vendor's user is pushed its reassignment and rejection. */
export async function rejectOne() {
  const order = await complete(await create('S1-630', { vendorId: w.vendorB, crewId: w.crewB1 }));
  await ok('POST', `Workorder/UpdateApprovalStatus?workorderId=${order.id}`, {
    approvalStatus: 3,
    remarks: 'Photo is blurred',
    version: order.version,
  });
  await settled();
  return order as { id: string; code: string };
}
