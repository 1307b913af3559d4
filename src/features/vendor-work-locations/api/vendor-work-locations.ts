import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/call';
import { createQueryKeys } from '../../../data/query-keys';
import {
  deleteVendorWorkLocation,
  getAllVendorWorkLocations,
} from '../../../domain/contracts/workorder/vendor-work-location/vendor-work-location';
import { deletedSchema } from '../../../domain/fields';
import { vendorWorkLocationListSchema } from '../../../domain/vendor-work-locations';
import { useOptimisticWrite } from '../../../offline/use-optimistic-write';

const keys = createQueryKeys('vendorWorkLocations');

export interface ServedLocationsFilter {
  page: number;
  pageSize: number;
  searchString: string;
  projectId: string | null;
}

/** The locations one vendor serves, a page at a time. */
export function useServedLocations(vendorId: string, filter: ServedLocationsFilter) {
  return useQuery({
    queryKey: keys.list({ vendorId, ...filter }),
    queryFn: async ({ signal }) => {
      const body = {
        vendorId,
        page: filter.page,
        pageSize: filter.pageSize,
        ...(filter.searchString ? { searchString: filter.searchString } : {}),
        ...(filter.projectId ? { projectId: filter.projectId } : {}),
      };
      return vendorWorkLocationListSchema.parse(await call(getAllVendorWorkLocations, { body }, { signal }));
    },
    placeholderData: keepPreviousData,
  });
}

/** The vendor stops serving one location its groups hold. */
export function useStopServing(vendorId: string) {
  return useOptimisticWrite<string, { id: string }>({
    mutationFn: async (workLocationId) =>
      deletedSchema.parse(await call(deleteVendorWorkLocation, { body: { vendorId, workLocationId } })),
    invalidates: () => [keys.all],
  });
}
