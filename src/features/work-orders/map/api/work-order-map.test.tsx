import { useQueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataResponse, stubFetch } from '../../../../../tests/support/fetch-stub';
import { renderWithProviders } from '../../../../../tests/support/render';
import { storeSession } from '../../../../../tests/support/session-fixtures';
import { EMPTY_MAP_COLUMNS } from '../../../../domain/work-order-map';
import type { WorkOrderFilterInput } from '../../../../domain/workorders';
import { useWorkOrderMap, workOrderMapKeys } from './work-order-map';

const BODY: WorkOrderFilterInput = {
  multipleStatus: [1, 2, 3, 5],
  isMapView: true,
  page: 1,
  pageSize: 100_000,
};
const EMPTY_MAP = { map: EMPTY_MAP_COLUMNS, pageTotal: 0 };

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('useWorkOrderMap', () => {
  it('sends the first request while the screen renders, before the map inside it is built', async () => {
    storeSession();
    stubFetch(() => dataResponse(EMPTY_MAP));
    let whenBuilt: string | undefined;
    /** Stands for the map: Leaflet is built when the screen is committed (a layout effect). */
    function MapBuiltHere() {
      const queryClient = useQueryClient();
      useLayoutEffect(() => {
        whenBuilt = queryClient.getQueryState(workOrderMapKeys.map(BODY))?.fetchStatus;
      }, [queryClient]);
      return null;
    }
    function Screen() {
      const query = useWorkOrderMap(BODY);
      return (
        <>
          <MapBuiltHere />
          <p>{query.data ? `${query.data.total} orders` : 'Loading'}</p>
        </>
      );
    }

    const view = renderWithProviders(<Screen />);
    expect(whenBuilt).toBe('fetching');
    await waitFor(() => expect(view.getByText('0 orders')).toBeInTheDocument());
  });
});
