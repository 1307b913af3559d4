/**
 * The writes of the outbox-queue bench and the checks of what reached the server. Made in the page as the
 * console makes them: role creates with an id made on the device, and every fifth write an edit of the role
 * created four writes before it (so writes to one record must keep their order across the overlap).
 */
import type { FastifyInstance } from 'fastify';
import type { Page } from '@playwright/test';
import { BENCH_ADMIN } from './bench-db';

export const EDIT_EVERY = 5;
const pad = (i: number) => String(i).padStart(4, '0');

/** Sends `count` writes one after another from the page, as the api client does; ms and status of each. */
export async function queueWrites(page: Page, count: number, prefix: string) {
  return page.evaluate(
    async ({ count, prefix, every }) => {
      const session = JSON.parse(localStorage.getItem('session') ?? 'null') as { accessToken: string };
      const pad = (i: number) => String(i).padStart(4, '0');
      const ids: string[] = [];
      const samples: Array<{ ms: number; status: number }> = [];
      for (let i = 0; i < count; i++) {
        const edit = i % every === every - 1;
        const id = edit ? ids[i - (every - 1)]! : crypto.randomUUID();
        ids[i] = id;
        const start = performance.now();
        const name = edit ? `${prefix} ${pad(i - (every - 1))} edited` : `${prefix} ${pad(i)}`;
        const response = await fetch(edit ? `/api/account/Role?id=${id}` : '/api/account/Role', {
          method: edit ? 'PUT' : 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            authorization: `Bearer ${session.accessToken}`,
            'idempotency-key': crypto.randomUUID(),
          },
          body: JSON.stringify({ ...(edit ? { version: 1 } : { id }), name, category: 1, permissions: [] }),
        });
        await response.text();
        samples.push({ ms: performance.now() - start, status: response.status });
      }
      return samples;
    },
    { count, prefix, every: EDIT_EVERY },
  );
}

interface ServerRole {
  name: string;
  version: number;
}

/** Every role of the run, read straight from the app. */
async function serverRoles(app: FastifyInstance, prefix: string): Promise<ServerRole[]> {
  const signIn = await app.inject({ method: 'POST', url: '/api/account/Auth/SignIn', payload: BENCH_ADMIN });
  const token = (signIn.json() as { data: { access_token: string } }).data.access_token;
  const roles: ServerRole[] = [];
  for (let pageNo = 1; ; pageNo++) {
    const list = await app.inject({
      method: 'POST',
      url: '/api/account/Role/GetAll',
      headers: { authorization: `Bearer ${token}` },
      payload: { page: pageNo, pageSize: 200, searchString: prefix },
    });
    const rows = (list.json() as { data: { roles: ServerRole[] } }).data.roles;
    roles.push(...rows);
    if (rows.length < 200) return roles;
  }
}

/**
 * What reached the server: each role created once, and each edited role renamed on top of its create
 * (version 2), which only happens when the edit arrived after the create.
 */
export async function checkServer(app: FastifyInstance, prefix: string, count: number) {
  const roles = await serverRoles(app, prefix);
  const expected = new Map<string, number>();
  for (let i = 0; i < count; i++) {
    if (i % EDIT_EVERY === EDIT_EVERY - 1) continue;
    const edited = i % EDIT_EVERY === 0 && i + EDIT_EVERY - 1 < count;
    expected.set(edited ? `${prefix} ${pad(i)} edited` : `${prefix} ${pad(i)}`, edited ? 2 : 1);
  }
  const byName = new Map(roles.map((role) => [role.name, role.version]));
  const once = roles.length === expected.size && byName.size === roles.length;
  const inOrder = [...expected].every(([name, version]) => byName.get(name) === version);
  return { roles: roles.length, expected: expected.size, once, inOrder };
}
