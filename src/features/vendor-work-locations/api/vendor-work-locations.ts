import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { createQueryKeys } from '../../../data/query-keys';
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

/** POST VendorWorkLocation/GetAll for one vendor. */
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
      return vendorWorkLocationListSchema.parse(
        await api.workorder.post<unknown>('VendorWorkLocation/GetAll', body, { signal }),
      );
    },
    placeholderData: keepPreviousData,
  });
}

/** DELETE VendorWorkLocation: the vendor stops serving one location its groups hold. */
export function useStopServing(vendorId: string) {
  return useOptimisticWrite<string, { id: string }>({
    mutationFn: async (workLocationId) =>
      deletedSchema.parse(
        await api.workorder.delete<unknown>('VendorWorkLocation', { vendorId, workLocationId }),
      ),
    invalidates: () => [keys.all],
  });
}
