import { notifications } from '@mantine/notifications';
import {
  useMutation,
  useQueryClient,
  type MutationKey,
  type QueryClient,
  type QueryKey,
  type UseMutationResult,
} from '@tanstack/react-query';
import { WriteQueuedError } from '../api/errors';

/** One cache change shown before the server confirms a write; applied to every query under `queryKey`. */
export interface OptimisticPatch {
  queryKey: QueryKey;
  update: (current: unknown) => unknown;
}

/**
 * A record a write changes and the fields it sets. The fields are shown at once in every cached query that
 * holds the record, wherever it sits in the data (its detail, every list page, the map, the board), on each
 * object with that `id` and only for the fields that object has.
 */
export interface RecordEdit {
  id: string;
  fields: Record<string, unknown>;
}

/** The write reached the server, or the service worker kept it in the outbox to send later. */
export type WriteOutcome<TData> =
  { queued: false; data: TData } | { queued: true; idempotencyKey: string; label: string | null };

export interface OptimisticWriteOptions<TVariables, TData> {
  mutationKey?: MutationKey;
  /** The api call; it rejects with WriteQueuedError when the worker queued the write. */
  mutationFn: (variables: TVariables) => Promise<TData>;
  /** Cache changes to show at once; undone when the write fails, kept while it waits in the outbox. */
  optimistic?: (variables: TVariables) => OptimisticPatch[];
  /** The records the write edits: applied to every cached query that shows them, undone like the patches. */
  edits?: (variables: TVariables) => RecordEdit[];
  /** Queries to refetch once the server applied the write; by default those the patches touched. */
  invalidates?: (variables: TVariables, data: TData) => QueryKey[];
  onSuccess?: (data: TData, variables: TVariables) => void;
  onQueued?: (idempotencyKey: string, variables: TVariables) => void;
  onError?: (error: Error, variables: TVariables) => void;
}

interface Snapshot {
  /** Each touched query with its data before the patch (undefined: the patch created it). */
  entries: Array<[QueryKey, unknown]>;
  keys: QueryKey[];
}

/** Types a patch by the data its queries hold; the cache itself is untyped, as with setQueryData<T>. */
export function optimisticPatch<TData>(
  queryKey: QueryKey,
  update: (current: TData | undefined) => TData | undefined,
): OptimisticPatch {
  return { queryKey, update: (current) => update(current as TData | undefined) };
}

/** Fields that say which record and which version it is; an edit never sets them. */
const IDENTITY_FIELDS = new Set(['id', 'version']);
/** Records sit a few levels deep at most (`{ data: { workorders: [row] } }`); deeper is not searched. */
const MAX_DEPTH = 6;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The data with `edit` applied to every object whose `id` is the edited record's; the same reference when
 * nothing in it is that record, so untouched queries are left alone.
 */
export function applyEdit(data: unknown, edit: RecordEdit, depth = 0): unknown {
  if (depth > MAX_DEPTH || typeof data !== 'object' || data === null) return data;
  if (Array.isArray(data)) {
    let changed = false;
    const next = data.map((item: unknown) => {
      const updated = applyEdit(item, edit, depth + 1);
      changed ||= updated !== item;
      return updated;
    });
    return changed ? next : data;
  }
  if (!isPlainObject(data)) return data;
  let next: Record<string, unknown> | null = null;
  if (data.id === edit.id) {
    for (const [field, value] of Object.entries(edit.fields)) {
      if (IDENTITY_FIELDS.has(field) || !(field in data) || Object.is(data[field], value)) continue;
      next ??= { ...data };
      next[field] = value;
    }
  }
  for (const [field, value] of Object.entries(next ?? data)) {
    const updated = applyEdit(value, edit, depth + 1);
    if (updated === value) continue;
    next ??= { ...data };
    next[field] = updated;
  }
  return next ?? data;
}

function applyEdits(
  queryClient: QueryClient,
  edits: RecordEdit[],
  entries: Array<[QueryKey, unknown]>,
): void {
  if (edits.length === 0) return;
  for (const query of queryClient.getQueryCache().getAll()) {
    const before = query.state.data;
    if (before === undefined) continue;
    const after = edits.reduce<unknown>((data, edit) => applyEdit(data, edit), before);
    if (after === before) continue;
    entries.push([query.queryKey, before]);
    queryClient.setQueryData(query.queryKey, after);
  }
}

async function applyPatches(
  queryClient: QueryClient,
  patches: OptimisticPatch[],
  edits: RecordEdit[] = [],
): Promise<Snapshot> {
  // A fetch still in flight would land after the patch and overwrite it.
  await Promise.all(patches.map((patch) => queryClient.cancelQueries({ queryKey: patch.queryKey })));
  if (edits.length > 0) await queryClient.cancelQueries({ fetchStatus: 'fetching' });
  const entries: Array<[QueryKey, unknown]> = [];
  applyEdits(queryClient, edits, entries);
  const edited = entries.map(([queryKey]) => queryKey);
  for (const patch of patches) {
    const matches = queryClient.getQueriesData({ queryKey: patch.queryKey });
    const targets: Array<[QueryKey, unknown]> = matches.length > 0 ? matches : [[patch.queryKey, undefined]];
    for (const [queryKey, before] of targets) {
      const after = patch.update(before);
      if (after === undefined) continue;
      entries.push([queryKey, before]);
      queryClient.setQueryData(queryKey, after);
    }
  }
  return { entries, keys: [...patches.map((patch) => patch.queryKey), ...edited] };
}

function restore(queryClient: QueryClient, snapshot: Snapshot): void {
  // Newest first, so a query two patches touched ends with its original data.
  for (const [queryKey, before] of [...snapshot.entries].reverse()) {
    if (before === undefined) queryClient.removeQueries({ queryKey, exact: true });
    else queryClient.setQueryData(queryKey, before);
  }
}

/**
 * The one mutation path for writes: shows the change at once, undoes it if the server refuses it, and when
 * the write was queued offline keeps it on screen (isQueued) until the outbox replays it; the pending-writes
 * badge lists it meanwhile. Queries are refetched only after the server applied the write: refetching a
 * queued write would replace the optimistic state with data that does not include it yet.
 */
export function useOptimisticWrite<TVariables, TData>(
  options: OptimisticWriteOptions<TVariables, TData>,
): UseMutationResult<WriteOutcome<TData>, Error, TVariables, Snapshot> & { isQueued: boolean } {
  const queryClient = useQueryClient();
  const mutation = useMutation<WriteOutcome<TData>, Error, TVariables, Snapshot>({
    mutationKey: options.mutationKey,
    mutationFn: async (variables) => {
      try {
        return { queued: false, data: await options.mutationFn(variables) };
      } catch (error) {
        if (error instanceof WriteQueuedError) {
          return { queued: true, idempotencyKey: error.idempotencyKey, label: error.action?.label ?? null };
        }
        throw error;
      }
    },
    onMutate: (variables) =>
      applyPatches(queryClient, options.optimistic?.(variables) ?? [], options.edits?.(variables)),
    onError: (error, variables, snapshot) => {
      if (snapshot) restore(queryClient, snapshot);
      options.onError?.(error, variables);
    },
    onSuccess: async (outcome, variables, snapshot) => {
      if (outcome.queued) {
        notifications.show({
          color: 'orange',
          title: 'Saved on this device',
          message: outcome.label
            ? `${outcome.label}: it will be sent when the connection returns.`
            : 'It will be sent when the connection returns.',
        });
        options.onQueued?.(outcome.idempotencyKey, variables);
        return;
      }
      options.onSuccess?.(outcome.data, variables);
      const keys = options.invalidates?.(variables, outcome.data) ?? snapshot?.keys ?? [];
      await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
  return { ...mutation, isQueued: mutation.data?.queued === true };
}
