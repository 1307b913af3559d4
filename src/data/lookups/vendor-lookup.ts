import { call } from '../../api/call';
import { getVendorLookup } from '../../domain/contracts/account/vendor';
import { MESSAGES } from '../../domain/messages';
import { vendorLookupSchema } from '../../domain/vendors';
import { lookupKeys } from './lookup-keys';
import { lookupPageBody, type LookupPage, type PagedLookupSource } from './lookup-paging';
import { usePagedLookup } from './use-paged-lookup';

/** One page of the vendor dropdown (active vendors, by name). */
export async function getVendorOptions(
  page: number,
  term: string,
  signal?: AbortSignal,
): Promise<LookupPage> {
  const body = lookupPageBody(page, term);
  const data = vendorLookupSchema.parse(await call(getVendorLookup, { body }, { signal }));
  return { options: data.vendors, pageTotal: data.pageTotal };
}

export const vendorLookupSource: PagedLookupSource = {
  queryKey: (term) => lookupKeys.vendorSearch(term),
  fetchPage: (page, term, signal) => getVendorOptions(page, term, signal),
  failure: { fallback: MESSAGES.vendorFetchFailed },
};

/** The vendor dropdown's options for a search term (debounced here). */
export function useVendorLookup(term: string, enabled = true) {
  return usePagedLookup(vendorLookupSource, term, enabled);
}
