import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { workOrderKeys } from '../../../data/work-order-keys';
import { swimlaneDataSchema, type SwimlaneQuery } from '../../../domain/swimlane';

/**
 * The swim-lane's key sits under the work-order lists, so every work-order write (assign, update, re-open...)
 * that refreshes the lists refreshes the board too.
 */
export const swimlaneKey = (query: SwimlaneQuery) => [...workOrderKeys.lists(), 'swimlane', query] as const;
export const swimlaneKeys = () => [...workOrderKeys.lists(), 'swimlane'] as const;

/** POST Workorder/GetSwimlaneViewData: one row per crew with its members and the orders of the chosen day. */
export function useSwimlane(query: SwimlaneQuery, enabled = true) {
  return useQuery({
    queryKey: swimlaneKey(query),
    queryFn: async ({ signal }) =>
      swimlaneDataSchema.parse(
        await api.workorder.post<unknown>('Workorder/GetSwimlaneViewData', query, { signal }),
      ),
    enabled,
  });
}
