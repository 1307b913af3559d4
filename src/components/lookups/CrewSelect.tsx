import { useState } from 'react';
import { useCrewLookup } from '../../data/lookups/crew-lookup';
import type { VendorFilter } from '../../data/lookups/lookup-keys';
import { LookupSelect, type LookupSelectProps } from './LookupSelect';

export interface CrewSelectProps extends Omit<LookupSelectProps, 'label'> {
  /** Whose crews to offer: a vendor's, the organisation's own (null) or every crew the user sees (undefined). */
  vendorId: VendorFilter;
  label?: string;
}

/**
 * The crew dropdown (CrewAccessGroup/GetAllCrews), filtered by vendor: 100 per page, searched 300 ms after
 * typing, more on scrolling to the end. Pair it with VendorSelect through `useVendorCrewSelection` (or
 * `chooseVendor` in a form) so that choosing a vendor clears the crew.
 */
export function CrewSelect({
  vendorId,
  label = 'Crew',
  placeholder = 'Choose a crew',
  ...props
}: CrewSelectProps) {
  const [term, setTerm] = useState('');
  const lookup = useCrewLookup(vendorId, term);
  return (
    <LookupSelect {...props} label={label} placeholder={placeholder} lookup={lookup} onTermChange={setTerm} />
  );
}
