import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { project, role, userAccount } from '../../../../server/db/schema/index';
import { newId } from '../../../../server/crypto';
import type { TestApp, Tenant } from '../../../support/test-app';
import { upload, waitForJob, xlsx } from '../../file/file-fixtures';
import { addUser, createTenant, createTestApp } from '../../../support/test-app';

// A server process remembers who a caller is; every change to their account or role, made by any process
// (here: straight in the database, as another server process would), still applies to their next request.
let t: TestApp;
let tenant: Tenant;
let roleId: string;
let userId: string;
let token: string;

const VIEW_AND_CREATE = ['project.view', 'project.create'];

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t, 'Remembered Callers Ltd');
  roleId = newId();
  await t.db.insert(role).values({
    organisationId: tenant.organisationId,
    id: roleId,
    name: 'Planner',
    category: 1,
    permissions: VIEW_AND_CREATE,
  });
  userId = await addUser(t, tenant.organisationId, { email: 'planner@remembered.example', roleId });
  token = await t.signIn('planner@remembered.example');
});
afterAll(() => t.close());

const listProjects = () => t.request('POST', '/api/workorder/Project/GetAll', { token, body: {} });
const createProject = (projectName: string) =>
  t.request('POST', '/api/workorder/Project', {
    token,
    body: { projectName, code: projectName.slice(0, 4).toUpperCase(), description: 'Feeder upgrade' },
  });
const projectsNamed = async (projectName: string) =>
  (await t.db.select().from(project).where(eq(project.name, projectName))).length;
const setPermissions = (permissions: string[]) =>
  t.db
    .update(role)
    .set({ permissions })
    .where(and(eq(role.organisationId, tenant.organisationId), eq(role.id, roleId)));
const setActive = (isActive: boolean) =>
  t.db.update(userAccount).set({ isActive }).where(eq(userAccount.id, userId));

describe('callers remembered by the server', () => {
  it('reads a caller once, then answers from memory while their account and role stay as they were', async () => {
    expect((await listProjects()).status).toBe(200);
    const remembered = t.app.callers.recall(tenant.organisationId, userId);
    expect(remembered).toMatchObject({ userId, roleId, stamp: expect.stringMatching(/^\d+:\d+$/) });
    expect((await listProjects()).status).toBe(200);
    expect(t.app.callers.recall(tenant.organisationId, userId)).toBe(remembered);
  });

  it('refuses a permission taken away at once, and lets one just granted through at once', async () => {
    expect((await listProjects()).status).toBe(200);
    await setPermissions(['project.create']);
    expect((await listProjects()).status).toBe(403);
    await setPermissions(VIEW_AND_CREATE);
    expect((await listProjects()).status).toBe(200);
  });

  it('runs a write once when the role changed under a remembered caller, and not at all when it lost the right', async () => {
    expect((await listProjects()).status).toBe(200);
    // A change that keeps the right: the first attempt fails its opening, the second writes once.
    await setPermissions([...VIEW_AND_CREATE, 'project.update']);
    expect((await createProject('Kept Right')).status).toBe(200);
    expect(await projectsNamed('Kept Right')).toBe(1);
    // A change that takes it away: refused, nothing written.
    await setPermissions(['project.view']);
    expect((await createProject('Lost Right')).status).toBe(403);
    expect(await projectsNamed('Lost Right')).toBe(0);
    await setPermissions(VIEW_AND_CREATE);
  });

  it('signs a deactivated caller out on their next request, and back in when reactivated', async () => {
    expect((await listProjects()).status).toBe(200);
    await setActive(false);
    expect((await listProjects()).status).toBe(401);
    expect((await createProject('While Away')).status).toBe(401);
    expect(await projectsNamed('While Away')).toBe(0);
    await setActive(true);
    expect((await listProjects()).status).toBe(200);
  });

  it('reads an upload for an import right just granted, and starts an import over with its file in place', async () => {
    const importProjects = (name: string) =>
      upload(t, '/api/workorder/Project/Import', token, {
        name: 'projects.xlsx',
        content: workbook,
      }).then((response) => ({ ...response, name }));
    const workbook = await xlsx([
      ['Name', 'Code', 'Description', 'Active'],
      ['Imported Feeder', 'IMPF', '', 'Yes'],
    ]);
    expect((await listProjects()).status).toBe(200);
    // Granted behind the server's back: the remembered caller lacks it, the upload is still read.
    await setPermissions([...VIEW_AND_CREATE, 'project.import', 'importExport.view']);
    const first = await importProjects('first');
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect((await waitForJob(t, token, first.body.data.id)).rowsDone).toBe(1);
    // Changed again, keeping the right: the request starts over and its job still finds the file.
    await setPermissions([...VIEW_AND_CREATE, 'project.import', 'importExport.view', 'project.update']);
    const second = await importProjects('second');
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(await waitForJob(t, token, second.body.data.id)).toMatchObject({ rowsDone: 1, rowsFailed: 0 });
    await setPermissions(VIEW_AND_CREATE);
  });

  it('refuses a transaction opened with a stamp that is not current, before its work runs', async () => {
    // Any update gives the row a new version, even one that sets a value to itself.
    expect((await listProjects()).status).toBe(200);
    const before = t.app.callers.recall(tenant.organisationId, userId)!.stamp;
    await t.db.execute(sql`update user_account set name = name where id = ${userId}`);
    expect((await listProjects()).status).toBe(200);
    expect(t.app.callers.recall(tenant.organisationId, userId)!.stamp).not.toBe(before);
  });
});
