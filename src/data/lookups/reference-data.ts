import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { call } from '../../api/call';
import {
  getAllCountries,
  getCitiesByState,
  getStatesByCountry,
} from '../../domain/contracts/organisation/reference';
import { placeSchema, type Place } from '../../domain/reference-data';
import { referenceKeys } from './lookup-keys';

/** The part of a country, state or city the address fields use (the server sends more: iso codes, position). */
const placesSchema = z.array(placeSchema);
export type { Place };

/** Reference data changes with a server release, not during a day's work. */
const REFERENCE_STALE_MS = 24 * 60 * 60 * 1000;

export async function getCountries(signal?: AbortSignal): Promise<Place[]> {
  return placesSchema.parse(await call(getAllCountries, {}, { signal }));
}

export async function getStates(countryId: number, signal?: AbortSignal): Promise<Place[]> {
  return placesSchema.parse(
    await call(getStatesByCountry, { query: { countryId: String(countryId) } }, { signal }),
  );
}

export async function getCities(stateId: number, signal?: AbortSignal): Promise<Place[]> {
  return placesSchema.parse(
    await call(getCitiesByState, { query: { stateId: String(stateId) } }, { signal }),
  );
}

export function countriesQueryOptions() {
  return queryOptions({
    queryKey: referenceKeys.countries(),
    queryFn: ({ signal }) => getCountries(signal),
    staleTime: REFERENCE_STALE_MS,
  });
}

export function statesQueryOptions(countryId: number) {
  return queryOptions({
    queryKey: referenceKeys.states(countryId),
    queryFn: ({ signal }) => getStates(countryId, signal),
    staleTime: REFERENCE_STALE_MS,
  });
}

export function citiesQueryOptions(stateId: number) {
  return queryOptions({
    queryKey: referenceKeys.cities(stateId),
    queryFn: ({ signal }) => getCities(stateId, signal),
    staleTime: REFERENCE_STALE_MS,
  });
}

export function useCountries() {
  return useQuery(countriesQueryOptions());
}

/** States of the chosen country; nothing is fetched until a country is chosen. */
export function useStates(countryId: number | null) {
  return useQuery({ ...statesQueryOptions(countryId ?? 0), enabled: countryId !== null });
}

/** Cities of the chosen state; nothing is fetched until a state is chosen. */
export function useCities(stateId: number | null) {
  return useQuery({ ...citiesQueryOptions(stateId ?? 0), enabled: stateId !== null });
}

interface PlaceNames {
  countryName: string | null;
  stateName: string | null;
  cityName: string | null;
}

function nameIn(places: Place[] | undefined, id: number | null): string | null {
  if (id === null) return null;
  return places?.find((place) => place.id === id)?.name ?? null;
}

/**
 * The names of an address's places, read from the reference data the address fields already loaded, so
 * a saved address reads right on screen before (or without) the server's answer.
 */
export function usePlaceNames(): (address: {
  countryId: number | null;
  stateId: number | null;
  cityId: number | null;
}) => PlaceNames {
  const queryClient = useQueryClient();
  return (address) => ({
    countryName: nameIn(queryClient.getQueryData(referenceKeys.countries()), address.countryId),
    stateName:
      address.countryId === null
        ? null
        : nameIn(queryClient.getQueryData(referenceKeys.states(address.countryId)), address.stateId),
    cityName:
      address.stateId === null
        ? null
        : nameIn(queryClient.getQueryData(referenceKeys.cities(address.stateId)), address.cityId),
  });
}
