import { useMemo } from 'react';
import { call } from '../../api/call';
import { getCrewLookup } from '../../domain/contracts/account/crew';
import { crewLookupSchema } from '../../domain/crews';
import { MESSAGES } from '../../domain/messages';
import { lookupKeys, type VendorFilter } from './lookup-keys';
import { lookupPageBody, type LookupPage, type PagedLookupSource } from './lookup-paging';
import { usePagedLookup } from './use-paged-lookup';

/**
 * One page of the crew dropdown. `vendorId` narrows it to one vendor's
 * crews (null: the organisation's own); left out, every crew the caller may see.
 */
export async function getCrewOptions(
  vendorId: VendorFilter,
  page: number,
  term: string,
  signal?: AbortSignal,
): Promise<LookupPage> {
  const body = { ...lookupPageBody(page, term), ...(vendorId === undefined ? {} : { vendorId }) };
  const data = crewLookupSchema.parse(await call(getCrewLookup, { body }, { signal }));
  return { options: data.crews.map(({ id, name }) => ({ id, name })), pageTotal: data.pageTotal };
}

export function crewLookupSource(vendorId: VendorFilter): PagedLookupSource {
  return {
    queryKey: (term) => lookupKeys.crewSearch(vendorId, term),
    fetchPage: (page, term, signal) => getCrewOptions(vendorId, page, term, signal),
    failure: { fallback: MESSAGES.somethingWentWrong, withReturnMessage: true },
  };
}

/** The crew dropdown's options for a vendor and a search term (debounced here). */
export function useCrewLookup(vendorId: VendorFilter, term: string, enabled = true) {
  const source = useMemo(() => crewLookupSource(vendorId), [vendorId]);
  return usePagedLookup(source, term, enabled);
}
