/**
 * Query keys are built by one factory per area, never typed by hand, so a mutation invalidates exactly what
 * it changed: `workOrderKeys.lists()` covers every filtered list, `workOrderKeys.detail(id)` one record.
 *
 *   export const workOrderKeys = createQueryKeys('workOrders');
 *   useQuery({ queryKey: workOrderKeys.list(filter), ... });
 *   queryClient.invalidateQueries({ queryKey: workOrderKeys.lists() });
 */
export function createQueryKeys<const Area extends string>(area: Area) {
  const all = [area] as const;
  return {
    all,
    lists: () => [...all, 'list'] as const,
    list: <Filter>(filter: Filter) => [...all, 'list', filter] as const,
    details: () => [...all, 'detail'] as const,
    detail: (id: string) => [...all, 'detail', id] as const,
  };
}

export type QueryKeys<Area extends string> = ReturnType<typeof createQueryKeys<Area>>;

/** Keys of the signed-in session itself. */
export const authKeys = {
  all: ['auth'] as const,
  session: () => [...authKeys.all, 'session'] as const,
};
