import type { WriteAction } from '../domain/offline-actions';
import { writeBody } from './conflict';
import type { OutboxRecord } from './outbox-record';

/**
 * What a kept write touches, for deciding which writes may be in flight together (sw/replay.ts). Writes keep
 * the order they were made in wherever it can matter; only writes that provably touch different records
 * overlap.
 */
export interface WriteLane {
  /**
   * What the write names: ids in its query and body (not the tenant's), its action's records, the names it
   * takes or frees (`name:<resource>:<name>`), a numbering it takes part in.
   */
  keys: Set<string>;
  /**
   * Nothing proves it independent (its action names no record, or it has no action): it waits for every
   * write before it and holds every write after it.
   */
  barrier: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The caller's own organisation travels in most bodies; it is the tenant, not a record the write changes. */
const TENANT_FIELD = 'organisationId';
const MAX_DEPTH = 6;

function collectIds(value: unknown, keys: Set<string>, depth: number): void {
  if (depth > MAX_DEPTH) return;
  if (typeof value === 'string') {
    if (UUID.test(value)) keys.add(value.toLowerCase());
  } else if (Array.isArray(value)) {
    for (const item of value) collectIds(item, keys, depth + 1);
  } else if (typeof value === 'object' && value !== null) {
    for (const [field, item] of Object.entries(value)) {
      if (field !== TENANT_FIELD) collectIds(item, keys, depth + 1);
    }
  }
}

export function laneOf(
  record: Pick<OutboxRecord, 'url' | 'body'>,
  action: WriteAction | undefined,
): WriteLane {
  const keys = new Set<string>();
  const url = new URL(record.url, 'http://localhost');
  for (const [name, value] of url.searchParams) if (name !== TENANT_FIELD) collectIds(value, keys, 0);
  for (const segment of url.pathname.split('/')) collectIds(segment, keys, 0);
  collectIds(writeBody(record), keys, 0);
  for (const id of action?.recordIds ?? []) keys.add(id.toLowerCase());
  const resource = action?.kind.split('.')[0];
  // The server numbers some records as they arrive (work-order codes): such writes go one after another.
  if (action?.inOrder) keys.add(`in-order:${action.kind}`);
  // A name freed by a rename or a delete is free before a create or another rename takes it.
  for (const name of action?.names ?? []) keys.add(`name:${resource}:${name.toLowerCase()}`);
  return { keys, barrier: !action || action.recordIds.length === 0 };
}

/**
 * Whether `later` must wait for `earlier`'s answer before it is sent. It must when either is a barrier, and
 * when they name something in common: a record (a crew and the vendor it names, two edits of one order), a
 * name of one kind of record (a supplier deleted and one created under its name), or a numbering.
 */
export function mustFollow(later: WriteLane, earlier: WriteLane): boolean {
  if (later.barrier || earlier.barrier) return true;
  for (const key of later.keys) if (earlier.keys.has(key)) return true;
  return false;
}
