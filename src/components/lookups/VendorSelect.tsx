import { useState } from 'react';
import { LookupSelect, type LookupSelectProps } from './LookupSelect';
import { useVendorScope } from '../../data/lookups/vendor-scope';
import { useVendorLookup } from '../../data/lookups/vendor-lookup';

export interface VendorSelectProps extends Omit<LookupSelectProps, 'label'> {
  label?: string;
}

/**
 * The vendor dropdown (VendorAccessGroup/GetAllVendors): 100 per page, searched 300 ms after typing, more on
 * scrolling to the end. Not shown to a vendor-bound user, whose vendor is always their own (use
 * `useVendorScope` or `useVendorCrewSelection` for the fixed id).
 */
export function VendorSelect({
  label = 'Vendor',
  placeholder = 'Choose a vendor',
  ...props
}: VendorSelectProps) {
  const scope = useVendorScope();
  const [term, setTerm] = useState('');
  const lookup = useVendorLookup(term, scope.ready && !scope.vendorBound);
  if (!scope.ready || scope.vendorBound) return null;
  return (
    <LookupSelect {...props} label={label} placeholder={placeholder} lookup={lookup} onTermChange={setTerm} />
  );
}
