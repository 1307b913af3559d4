/**
 * Keys of the reference data (countries, states, cities) and of the dropdown lookups every screen shares.
 * Vendor, crew and workforce writes invalidate `lookupKeys.vendors()`, `.crews()` or `.supervisors()`, so a
 * dropdown never offers a record that was just renamed or deleted.
 */
export const referenceKeys = {
  all: ['reference'] as const,
  countries: () => [...referenceKeys.all, 'countries'] as const,
  states: (countryId: number) => [...referenceKeys.all, 'states', countryId] as const,
  cities: (stateId: number) => [...referenceKeys.all, 'cities', stateId] as const,
};

/** `vendorId` of a crew or supervisor lookup: an id, null for the organisation's own, undefined for all. */
export type VendorFilter = string | null | undefined;

function vendorPart(vendorId: VendorFilter): string {
  if (vendorId === undefined) return 'all';
  return vendorId ?? 'organisation';
}

export const lookupKeys = {
  all: ['lookups'] as const,
  vendors: () => [...lookupKeys.all, 'vendors'] as const,
  vendorSearch: (term: string) => [...lookupKeys.vendors(), { term }] as const,
  crews: () => [...lookupKeys.all, 'crews'] as const,
  crewSearch: (vendorId: VendorFilter, term: string) =>
    [...lookupKeys.crews(), { vendor: vendorPart(vendorId), term }] as const,
  supervisors: () => [...lookupKeys.all, 'supervisors'] as const,
  supervisorsOf: (vendorId: VendorFilter) => [...lookupKeys.supervisors(), vendorPart(vendorId)] as const,
  projects: () => [...lookupKeys.all, 'projects'] as const,
  projectSearch: (term: string) => [...lookupKeys.projects(), { term }] as const,
  accessGroups: () => [...lookupKeys.all, 'accessGroups'] as const,
  accessGroupsOf: (projectId: string, scope: 'all' | 'user') =>
    [...lookupKeys.accessGroups(), projectId, scope] as const,
};
