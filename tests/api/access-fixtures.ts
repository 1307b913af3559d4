import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { withScope } from '../../server/db/client';
import type { RequestScope } from '../../server/db/client';
import { crew } from '../../server/db/schema/index';
import { newId } from '../../server/crypto';
import type { TestApp } from '../support/test-app';

/** Fixtures for projects, access-group trees and grants, made through the API like a console user would. */

export interface Tree {
  projectId: string;
  /** Group ids by name: North > North-1 > North-1a, North > North-2, South > South-1. */
  ids: Record<'North' | 'North-1' | 'North-1a' | 'North-2' | 'South' | 'South-1', string>;
}

export async function api(t: TestApp, token: string, method: string, path: string, body?: unknown) {
  return t.request(method, path, { token, body });
}

async function ok(t: TestApp, token: string, method: string, path: string, body: unknown) {
  const response = await api(t, token, method, path, body);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data;
}

/** A project with a three-level access-group tree. */
export async function buildTree(t: TestApp, token: string, projectName: string): Promise<Tree> {
  const { id: projectId } = await ok(t, token, 'POST', '/api/workorder/Project', { projectName });
  const ids = {} as Tree['ids'];
  const add = async (name: keyof Tree['ids'], parent: keyof Tree['ids'] | null) => {
    const group = await ok(t, token, 'POST', '/api/workorder/AccessGroup', {
      projectId,
      name,
      parentId: parent ? ids[parent] : null,
    });
    ids[name] = group.id;
  };
  await add('North', null);
  await add('North-1', 'North');
  await add('North-1a', 'North-1');
  await add('North-2', 'North');
  await add('South', null);
  await add('South-1', 'South');
  return { projectId, ids };
}

export async function grantGroups(
  t: TestApp,
  token: string,
  base: string,
  subjectId: string,
  projectId: string,
  accessGroupIds: string[],
) {
  return ok(t, token, 'POST', `/api/account/${base}`, { data: { subjectId, projectId, accessGroupIds } });
}

export async function addCrew(
  t: TestApp,
  organisationId: string,
  name: string,
  vendorId: string | null,
): Promise<string> {
  const id = newId();
  await t.db.insert(crew).values({ organisationId, id, name, vendorId });
  return id;
}

/** The access groups a scope may see, as withScope computes them: null when unrestricted. */
export async function allowedGroups(t: TestApp, scope: RequestScope): Promise<string[] | null> {
  const value = await withScope(t.db, scope, async (tx) => {
    const result = await tx.execute(sql`select current_setting('app.access_groups', true) as groups`);
    return (result as unknown as { rows: Array<{ groups: string }> }).rows[0]!.groups;
  });
  if (value === '') return null;
  return value.replace(/[{}]/g, '').split(',').filter(Boolean).sort();
}
