import { MESSAGES } from '../../../domain/messages';
import type { PagedLookupSource } from '../../../data/lookups/lookup-paging';
import { LOOKUP_PAGE_SIZE } from '../../../data/lookups/lookup-paging';
import { getReports } from './get-reports';
import { reportKeys } from './report-keys';

/** The report dropdown of a new widget: the report list (getAllReports), searched by name, 100 at a time. */
export const reportLookupSource: PagedLookupSource = {
  queryKey: (term) => [...reportKeys.lists(), 'lookup', { term }],
  fetchPage: async (page, term, signal) => {
    const data = await getReports(
      { page, pageSize: LOOKUP_PAGE_SIZE, ...(term ? { searchString: term } : {}) },
      signal,
    );
    return { options: data.reports.map(({ id, name }) => ({ id, name })), pageTotal: data.pageTotal };
  },
  failure: { fallback: MESSAGES.somethingWentWrong },
};
