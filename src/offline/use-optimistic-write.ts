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

/** The write reached the server, or the service worker kept it in the outbox to send later. */
export type WriteOutcome<TData> = { queued: false; data: TData } | { queued: true; idempotencyKey: string };

export interface OptimisticWriteOptions<TVariables, TData> {
  mutationKey?: MutationKey;
  /** The api call; it rejects with WriteQueuedError when the worker queued the write. */
  mutationFn: (variables: TVariables) => Promise<TData>;
  /** Cache changes to show at once; undone when the write fails, kept while it waits in the outbox. */
  optimistic?: (variables: TVariables) => OptimisticPatch[];
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

async function applyPatches(queryClient: QueryClient, patches: OptimisticPatch[]): Promise<Snapshot> {
  // A fetch still in flight would land after the patch and overwrite it.
  await Promise.all(patches.map((patch) => queryClient.cancelQueries({ queryKey: patch.queryKey })));
  const entries: Array<[QueryKey, unknown]> = [];
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
  return { entries, keys: patches.map((patch) => patch.queryKey) };
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
        if (error instanceof WriteQueuedError) return { queued: true, idempotencyKey: error.idempotencyKey };
        throw error;
      }
    },
    onMutate: (variables) => applyPatches(queryClient, options.optimistic?.(variables) ?? []),
    onError: (error, variables, snapshot) => {
      if (snapshot) restore(queryClient, snapshot);
      options.onError?.(error, variables);
    },
    onSuccess: async (outcome, variables, snapshot) => {
      if (outcome.queued) {
        notifications.show({
          color: 'orange',
          title: 'Saved on this device',
          message: 'It will be sent when the connection returns.',
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
