import { MultiSelect, type MultiSelectProps, type OptionsFilter } from '@mantine/core';
import { useState } from 'react';
import { mergeOptions, type PagedLookupSource } from '../../../data/lookups/lookup-paging';
import { usePagedLookup } from '../../../data/lookups/use-paged-lookup';
import type { Option } from '../../../domain/paging';
import { OPTIONS_NOT_ON_DEVICE } from '../../../offline/not-on-device';

interface LookupMultiSelectProps extends Omit<MultiSelectProps, 'data' | 'value' | 'onChange' | 'filter'> {
  source: PagedLookupSource;
  value: string[];
  onChange: (ids: string[]) => void;
}

// The server already searched; filtering again here would hide its matches on codes or accents.
const serverFiltered: OptionsFilter = ({ options }) => options;

/**
 * Several records of a server-searched, paged list (projects, vendors, crews, warehouses): typing searches
 * the server 300 ms later, the end of the list loads the next page, and chosen records keep their names.
 */
export function LookupMultiSelect({ source, value, onChange, ...props }: LookupMultiSelectProps) {
  const [term, setTerm] = useState('');
  const [chosen, setChosen] = useState<Option[]>([]);
  const lookup = usePagedLookup(source, term);
  const options = mergeOptions([chosen.filter((option) => value.includes(option.id)), lookup.options]);
  const known = new Set(options.map((option) => option.id));
  // A saved report's choice that is not on a loaded page yet still shows, until its page is loaded.
  const missing = value.filter((id) => !known.has(id)).map((id) => ({ value: id, label: 'Chosen earlier' }));
  return (
    <MultiSelect
      searchable
      clearable
      hidePickedOptions={false}
      {...props}
      data={[...options.map((option) => ({ value: option.id, label: option.name })), ...missing]}
      value={value}
      onChange={(ids) => {
        setChosen(options.filter((option) => ids.includes(option.id)));
        onChange(ids);
      }}
      searchValue={term}
      onSearchChange={setTerm}
      filter={serverFiltered}
      nothingFoundMessage={
        lookup.notOnDevice ? OPTIONS_NOT_ON_DEVICE : lookup.loading ? 'Loading…' : 'Nothing found'
      }
      scrollAreaProps={{ onBottomReached: lookup.loadMore }}
    />
  );
}
