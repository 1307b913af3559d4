import { useQueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataResponse, stubFetch } from '../../../../tests/support/fetch-stub';
import { mapOrder, ordersAnswer } from '../../../../tests/support/map-fixtures';
import { renderWithProviders } from '../../../../tests/support/render';
import { storeSession } from '../../../../tests/support/session-fixtures';
import type { MapFilterInput } from '../../../domain/work-order-clusters';
import { EMPTY_MAP_COLUMNS } from '../../../domain/work-order-map';
import { workOrderMapKeys } from './api/work-order-map-clusters';
import { answerBounds, useFitOnce } from './use-fit-once';

const FILTER: MapFilterInput = { status: 1, multipleStatus: [2, 3, 5] };
const AREA = { west: -180, south: -85.05, east: 180, north: 85.05 };

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('useFitOnce', () => {
  it('asks where the orders are while the screen renders, before the map inside it is built', async () => {
    storeSession();
    // GetMapClusters' answer: no orders anywhere.
    const { area: _area, items: _items, ...empty } = ordersAnswer([], AREA, 2);
    stubFetch(() => dataResponse({ ...empty, map: EMPTY_MAP_COLUMNS }));
    let whenBuilt: string | undefined;
    /** Stands for the map: Leaflet is built when the screen is committed (a layout effect). */
    function MapBuiltHere() {
      const queryClient = useQueryClient();
      useLayoutEffect(() => {
        whenBuilt = queryClient.getQueryState(workOrderMapKeys.extent(FILTER))?.fetchStatus;
      }, [queryClient]);
      return null;
    }
    function Screen() {
      const fitted = useFitOnce(null, FILTER, () => {});
      return (
        <>
          <MapBuiltHere />
          <p>{fitted ? 'Placed' : 'Finding the orders'}</p>
        </>
      );
    }
    const view = renderWithProviders(<Screen />);
    expect(whenBuilt).toBe('fetching');
    await waitFor(() => expect(view.getByText('Placed')).toBeInTheDocument());
  });
});

describe('answerBounds', () => {
  it('gives the corners around every order of an answer, or nothing for none', () => {
    const answer = ordersAnswer([mapOrder('a', 26.1, 91.7), mapOrder('b', 26.3, 91.9)], AREA, 2);
    expect(answerBounds(answer)).toEqual([
      [26.1, 91.7],
      [26.3, 91.9],
    ]);
    expect(answerBounds(ordersAnswer([], AREA, 2))).toBeNull();
  });
});
