/**
 * The load a benchmark puts on a running server (autocannon over loopback, bounded in time) and the ceiling it is
 * compared with: the same list query run directly on a pool with the same concurrency.
 */
import autocannon from 'autocannon';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db, RequestScope } from '../server/db/client';
import { withScope } from '../server/db/client';
import * as schema from '../server/db/schema/index';
import { listWorkOrders } from '../server/services/workorder/work-order/list';
import type { WorkOrderListQuery } from '../src/domain/workorders';
import { percentile } from './stats';

export interface LoadFigures {
  rps: number;
  p50: number;
  p99: number;
  /** Connection errors, timeouts and answers other than 2xx. */
  errors: number;
  requests: number;
}

/** What a load run sends: the work-order list, reads by id, creates, sign-ins. */
export interface LoadLookups {
  token: string;
  organisationId: string;
  orderIds: string[];
  create: { projectId: string; workLocationId: string; workflowId: string };
  vendorId: string;
  credentials: { email: string; password: string };
}

const LIST = '/api/workorder/Workorder/GetAll';
const json = (token: string) => ({ 'content-type': 'application/json', authorization: `Bearer ${token}` });

function listRequests(l: LoadLookups): autocannon.Request[] {
  const bodies = [
    { status: 4, multipleStatus: [1], page: 1, pageSize: 10 },
    { status: 4, multipleStatus: [1], page: 2, pageSize: 10 },
    { page: 1, pageSize: 10 },
    { vendorId: l.vendorId, status: 4, page: 1, pageSize: 10 },
    { status: 4, multipleStatus: [1], page: 20, pageSize: 10 },
    { searchString: 'WO-0001', page: 1, pageSize: 10 },
  ];
  return bodies.map((body) => ({
    method: 'POST',
    path: LIST,
    headers: json(l.token),
    body: JSON.stringify({ ...body, organisationId: l.organisationId }),
  }));
}

export type LoadKind = 'list' | 'mix' | 'sign-in';

/** The requests each connection cycles through for `kind` (the mix: one request that draws its kind each time). */
export function requestsFor(kind: LoadKind, l: LoadLookups): autocannon.Request[] {
  if (kind === 'list') return listRequests(l).slice(0, 1);
  if (kind === 'sign-in')
    return [
      {
        method: 'POST',
        path: '/api/account/Auth/SignIn',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(l.credentials),
      },
    ];
  const lists = listRequests(l);
  const read = (): autocannon.Request => {
    const id = l.orderIds[Math.floor(Math.random() * l.orderIds.length)]!;
    return {
      method: 'GET',
      headers: json(l.token),
      path: `/api/workorder/Workorder/GetById?workorderId=${id}`,
    };
  };
  const create: autocannon.Request = {
    method: 'POST',
    path: '/api/workorder/Workorder',
    headers: json(l.token),
    body: JSON.stringify({ ...l.create, organisationId: l.organisationId, description: 'Load run' }),
  };
  // Six list pages, three reads by id, one create in ten: what a console does in a busy morning, roughly. Each
  // request draws its kind, so the connections do not march in step (a fixed cycle sent every connection's
  // create in the same instant: a burst no set of independent users makes).
  const draw = (): autocannon.Request => {
    const roll = Math.floor(Math.random() * 10);
    if (roll < 6) return lists[roll]!;
    return roll < 9 ? read() : create;
  };
  return [{ setupRequest: (request) => ({ ...request, ...draw() }) }];
}

/** `connections` connections sending `requests` round and round for `seconds`, on loopback. */
export async function hammer(
  port: number,
  requests: autocannon.Request[],
  connections: number,
  seconds: number,
): Promise<LoadFigures> {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration: seconds,
    requests,
    timeout: 30,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    requests: result.requests.total,
  };
}

/** The ceiling: `listWorkOrders` in its scoped transaction on a pool, `concurrency` loops for `seconds`. */
export async function directList(
  url: string,
  scope: RequestScope,
  filter: WorkOrderListQuery,
  concurrency: number,
  seconds: number,
): Promise<LoadFigures> {
  const pool = new pg.Pool({ connectionString: url, max: Math.min(concurrency, 20) });
  const db = drizzle(pool, { schema }) as unknown as Db;
  const samples: number[] = [];
  let errors = 0;
  const until = performance.now() + seconds * 1000;
  const loop = async () => {
    while (performance.now() < until) {
      const start = performance.now();
      try {
        await withScope(db, scope, (tx) => listWorkOrders(tx, filter));
        samples.push(performance.now() - start);
      } catch {
        errors++;
      }
    }
  };
  const began = performance.now();
  try {
    await Promise.all(Array.from({ length: concurrency }, loop));
  } finally {
    await pool.end();
  }
  const elapsed = (performance.now() - began) / 1000;
  return {
    rps: samples.length / elapsed,
    p50: percentile(samples, 50),
    p99: percentile(samples, 99),
    errors,
    requests: samples.length,
  };
}
