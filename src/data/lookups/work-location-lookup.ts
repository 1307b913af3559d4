import { useState } from 'react';
import { call } from '../../api/call';
import { searchWorkLocations } from '../../domain/contracts/workorder/work-location/work-location';
import { workLocationSearchSchema } from '../../domain/work-locations';
import { lookupKeys } from './lookup-keys';
import { lookupPageBody, type LookupPage, type PagedLookupSource } from './lookup-paging';
import { usePagedLookup } from './use-paged-lookup';

/** Locations by identifier or name, within a project when given. */
export async function getWorkLocationOptions(
  projectId: string | null,
  page: number,
  term: string,
  signal?: AbortSignal,
): Promise<LookupPage> {
  const body = { ...lookupPageBody(page, term), ...(projectId ? { projectId } : {}) };
  const data = workLocationSearchSchema.parse(await call(searchWorkLocations, { body }, { signal }));
  return {
    options: data.workLocations.map((location) => ({
      id: location.id,
      name: `${location.locationIdentifier} · ${location.name}`,
    })),
    pageTotal: data.pageTotal,
  };
}

function source(projectId: string | null): PagedLookupSource {
  return {
    queryKey: (term) => [...lookupKeys.all, 'workLocations', projectId ?? 'all', { term }],
    fetchPage: (page, term, signal) => getWorkLocationOptions(projectId, page, term, signal),
    failure: { fallback: 'Error while fetching work locations' },
  };
}

/** The work-location typeahead: search term and its paged options. */
export function useWorkLocationLookup(projectId: string | null, enabled = true) {
  const [term, setTerm] = useState('');
  const lookup = usePagedLookup(source(projectId), term, enabled);
  return { lookup, setTerm };
}
