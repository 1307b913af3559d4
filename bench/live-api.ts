/**
 * The calls a live benchmark makes to the running server: crews, orders, assignments, a second user, the
 * audience of the streams.
 */
import type { FeedEvent } from '../src/data/live/event-source';
import { signIn } from './load-server';
import type { ParsedStream } from './live-streams';
import { epochNow } from './live-streams';

export async function api<T>(
  base: string,
  token: string,
  method: string,
  url: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

export interface Crew {
  vendorId: string;
  crewId: string;
  crewName: string;
}

/** Two crews of the organisation, to move orders between. */
export async function crewPair(base: string, token: string): Promise<[Crew, Crew]> {
  const { vendors } = await api<{ vendors: Array<{ id: string }> }>(
    base,
    token,
    'POST',
    '/api/account/VendorAccessGroup/GetAllVendors',
    { page: 1, pageSize: 100 },
  );
  const found: Crew[] = [];
  for (const vendor of vendors) {
    const { crews } = await api<{ crews: Array<{ id: string; name: string }> }>(
      base,
      token,
      'POST',
      '/api/account/CrewAccessGroup/GetAllCrews',
      { page: 1, pageSize: 100, vendorId: vendor.id },
    );
    // Named apart, so a screen shows which of them an order has.
    for (const crew of crews)
      if (!found.some((other) => other.crewName === crew.name))
        found.push({ vendorId: vendor.id, crewId: crew.id, crewName: crew.name });
    if (found.length >= 2) return [found[0]!, found[1]!];
  }
  throw new Error('the organisation has fewer than two crews of different names');
}

/** Orders an assignment is accepted for (unassigned or assigned), newest first. */
export async function assignableOrders(base: string, token: string, count = 500): Promise<string[]> {
  const { workorders } = await api<{ workorders: Array<{ id: string }> }>(
    base,
    token,
    'POST',
    '/api/workorder/Workorder/GetAll',
    { pageSize: count, multipleStatus: [1, 2] },
  );
  return workorders.map((order) => order.id);
}

export function assign(base: string, token: string, ids: string[], crew: Crew) {
  return api<unknown>(base, token, 'POST', '/api/workorder/Workorder/AssignMultipleWorkorders', {
    workOrderIds: ids,
    vendorId: crew.vendorId,
    crewId: crew.crewId,
  });
}

/**
 * Another administrator of the caller's organisation, signed in: the console leaves out of its screens'
 * updates the changes its own user made (it refreshed them already), so the writes it must show come from
 * someone else.
 */
export async function secondAdministrator(port: number, token: string): Promise<string> {
  const base = `http://127.0.0.1:${port}`;
  const { users } = await api<{ users: Array<{ roleId: string }> }>(
    base,
    token,
    'POST',
    '/api/account/User/GetAll',
    { page: 1, pageSize: 1 },
  );
  const email = `live-writer-${Date.now()}@example.com`;
  const password = 'Live-writer-pass-1';
  await api(base, token, 'POST', '/api/account/User', {
    name: 'Live writer',
    email,
    roleId: users[0]!.roleId,
    password,
  });
  return signIn(port, { email, password });
}

/** A write acknowledged: the order it changed and when its answer came (epoch milliseconds). */
export interface Acknowledged {
  id: string;
  at: number;
}

/** Assigns `id` to the other crew of `pair` than its last assignment here, answering when it was acknowledged. */
export function alternatingAssigner(base: string, token: string, pair: readonly [Crew, Crew]) {
  const turns = new Map<string, number>();
  return async (id: string, lane = 0): Promise<Acknowledged & { crew: Crew }> => {
    // Always to the other crew: an assignment to the crew an order has already changes nothing.
    const turn = (turns.get(id) ?? lane) + 1;
    turns.set(id, turn);
    const crew = pair[turn % 2]!;
    await assign(base, token, [id], crew);
    return { id, at: epochNow(), crew };
  };
}

/**
 * Commit to stream: each write is one transaction, so the k-th acknowledged write of an order is the k-th
 * event of that order a stream heard after `from` (its event count when the writes began).
 */
export function streamLatencies(
  measured: ReadonlyArray<{ stream: ParsedStream; from: number }>,
  writes: readonly Acknowledged[],
): { latencies: number[]; missing: number } {
  const latencies: number[] = [];
  let missing = 0;
  for (const { stream, from } of measured) {
    const byOrder = new Map<string, number[]>();
    for (const event of stream.events.slice(from)) {
      const { id } = event.data as { id: string };
      byOrder.set(id, [...(byOrder.get(id) ?? []), stream.heardAt.get(event as FeedEvent)!]);
    }
    const used = new Map<string, number>();
    for (const write of writes) {
      const n = used.get(write.id) ?? 0;
      used.set(write.id, n + 1);
      const heardAt = byOrder.get(write.id)?.[n];
      if (heardAt === undefined) missing += 1;
      else latencies.push(Math.max(0, heardAt - write.at));
    }
  }
  return { latencies, missing };
}

/**
 * `count` users of the caller's organisation, signed in, for the streams a bench opens: half of them
 * organisation viewers, half vendor administrators spread over the organisation's vendors, so the feed decides
 * for many listeners (an organisation user hears every order, a vendor user only their vendor's) rather than
 * for one.
 */
export async function streamAudience(port: number, token: string, count: number): Promise<string[]> {
  const base = `http://127.0.0.1:${port}`;
  const { roles } = await api<{ roles: Array<{ id: string; name: string }> }>(
    base,
    token,
    'POST',
    '/api/account/Role/GetAll',
    { page: 1, pageSize: 50 },
  );
  const roleId = (name: string) => {
    const role = roles.find((r) => r.name === name);
    if (!role) throw new Error(`No role named ${name}`);
    return role.id;
  };
  const { vendors } = await api<{ vendors: Array<{ id: string }> }>(
    base,
    token,
    'POST',
    '/api/account/Vendor/GetAll',
    { page: 1, pageSize: 50 },
  );
  const password = 'Live-audience-pass-1';
  const stamp = Date.now();
  const tokens: string[] = [];
  for (let i = 0; i < count; i++) {
    const vendor = i % 2 === 1 && vendors.length > 0 ? vendors[i % vendors.length]!.id : null;
    const email = `live-audience-${stamp}-${i}@example.com`;
    await api(base, token, 'POST', '/api/account/User', {
      name: `Live audience ${i}`,
      email,
      roleId: roleId(vendor ? 'Vendor administrator' : 'Viewer'),
      vendorId: vendor,
      password,
    });
    tokens.push(await signIn(port, { email, password }));
  }
  return tokens;
}
