import type { QueryClient } from '@tanstack/react-query';
import type { WriteNamer } from '../api/write-naming';
import type { KnownRecord, KnownRecords } from '../domain/offline-action-kit';
import type * as OfflineActions from '../domain/offline-actions';

/** Records sit a few levels deep at most (`{ data: { crews: [{ workOrders: [row] }] } }`). */
const MAX_DEPTH = 6;

/** Records made up from a reference or a column, as opposed to a record found whole. */
const SUMMARIES = new WeakSet<KnownRecord>();

function summary(record: KnownRecord): KnownRecord {
  SUMMARIES.add(record);
  return record;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * What an object says about record `id`: the object itself when it is that record; a reference beside its
 * name (`vendorId` with `vendorName`, or a crew row `{ crewId, name }` without an id of its own); a code
 * column (the map's `{ ids, codes }`).
 */
function describes(object: Record<string, unknown>, id: string): KnownRecord | undefined {
  if (object.id === id) return object;
  for (const [field, value] of Object.entries(object)) {
    if (value !== id || !field.endsWith('Id')) continue;
    const name = object[`${field.slice(0, -2)}Name`] ?? (object.id === undefined ? object.name : undefined);
    if (typeof name === 'string') return summary({ id, name });
  }
  const { ids, codes } = object;
  if (Array.isArray(ids) && Array.isArray(codes)) {
    const code: unknown = codes[ids.indexOf(id)];
    if (typeof code === 'string') return summary({ id, code });
  }
  return undefined;
}

function findIn(data: unknown, id: string, depth: number): KnownRecord | undefined {
  if (depth > MAX_DEPTH || typeof data !== 'object' || data === null) return undefined;
  const children = Array.isArray(data) ? data : isObject(data) ? Object.values(data) : [];
  if (isObject(data)) {
    const found = describes(data, id);
    if (found) return found;
  }
  for (const child of children) {
    if (typeof child !== 'object' || child === null) continue;
    const found = findIn(child, id, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * The records the page holds, by id, read from every cached query: a row of a list, a detail, a swim-lane
 * card, a reference with its name. A whole record found anywhere is preferred to a name beside a reference.
 */
export function knownRecords(queryClient: QueryClient): KnownRecords {
  const found = new Map<string, KnownRecord | undefined>();
  return {
    find(id) {
      if (!found.has(id)) {
        let best: KnownRecord | undefined;
        for (const query of queryClient.getQueryCache().getAll()) {
          const record = findIn(query.state.data, id, 0);
          if (record && !SUMMARIES.has(record)) {
            best = record;
            break;
          }
          best ??= record;
        }
        found.set(id, best);
      }
      return found.get(id);
    },
  };
}

/**
 * The route table that names writes: it builds every contract's schemas, so the page fetches it with its first
 * write rather than before its first screen.
 */
let routeTable: Promise<typeof OfflineActions> | null = null;

/** Names each write with the cached queries at the moment it is made ("Approve WO-002888"). */
export function writeNamer(queryClient: QueryClient): WriteNamer {
  return async (service, request) => {
    try {
      routeTable ??= import('../domain/offline-actions');
      const { describeAction } = await routeTable.catch((error: unknown) => {
        routeTable = null;
        throw error;
      });
      return describeAction(service, request, knownRecords(queryClient));
    } catch (error) {
      // A name is a courtesy: the write goes unnamed rather than not at all.
      console.warn('Naming a write failed', error);
      return null;
    }
  };
}
