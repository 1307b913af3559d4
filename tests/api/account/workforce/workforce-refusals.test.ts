import { describe, expect, it } from 'vitest';
import { fields } from '../../people-fixtures';
import {
  admin,
  openWorkforceWorld,
  orgSupervisor,
  person,
  t,
  v1Supervisor,
  v2,
  v2Supervisor,
  v2Tech,
  workforceCount,
} from './workforce-setup';

openWorkforceWorld();

describe('POST /api/account/Workforce: refused input', () => {
  it('checks the supervisor: same vendor, a supervisor, and only for mobile users', async () => {
    const otherVendor = await t.request('POST', '/api/account/Workforce', {
      token: admin,
      body: person('A One', { supervisorId: v2Supervisor }),
    });
    expect(otherVendor.body.errors).toEqual([
      { field: 'SupervisorId', message: 'The supervisor must work for the same vendor.' },
    ]);
    const notSupervisor = await t.request('POST', '/api/account/Workforce', {
      token: admin,
      body: person('A Two', { vendorId: v2, supervisorId: v2Tech }),
    });
    expect(notSupervisor.body.errors).toEqual([
      { field: 'SupervisorId', message: 'The chosen person is not a supervisor.' },
    ]);
    const supervisorWithBoss = await t.request('POST', '/api/account/Workforce', {
      token: admin,
      body: person('A Three', { kind: 2, supervisorId: v1Supervisor }),
    });
    expect(supervisorWithBoss.body.errors).toEqual([
      { field: 'SupervisorId', message: 'Only a mobile user can report to a supervisor.' },
    ]);
    const orgLevel = await t.request('POST', '/api/account/Workforce', {
      token: admin,
      body: person('Org Tech', { vendorId: null, supervisorId: orgSupervisor }),
    });
    expect(orgLevel.status).toBe(200);
  });

  it('answers invalid input with field errors and writes nothing', async () => {
    const before = await workforceCount();
    const response = await t.request('POST', '/api/account/Workforce', {
      token: admin,
      body: { kind: 3, name: '', email: 'nope', shift: 'night' },
    });
    expect(response.status).toBe(400);
    expect(fields(response)).toEqual(['Email', 'Kind', 'Name', 'Shift']);
    expect(await workforceCount()).toBe(before);
  });
});
