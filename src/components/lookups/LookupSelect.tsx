import type { ComboboxItem, OptionsFilter } from '@mantine/core';
import { useRef, useState } from 'react';
import type { Option } from '../../domain/paging';
import { DropdownField, type DropdownFieldProps } from '../form/ChoiceFields';
import { mergeOptions } from '../../data/lookups/lookup-paging';
import type { PagedLookup } from '../../data/lookups/use-paged-lookup';
import { OPTIONS_NOT_ON_DEVICE } from '../../offline/not-on-device';

export interface LookupSelectProps extends Omit<
  DropdownFieldProps,
  'data' | 'value' | 'onChange' | 'onSearchChange' | 'searchValue' | 'filter'
> {
  value: string | null;
  onChange: (id: string | null, option: Option | null) => void;
  /** The chosen record when it may not be on the loaded pages (a saved record's vendor, a searched one). */
  selectedOption?: Option | null;
}

interface LookupSelectInternals {
  lookup: PagedLookup;
  /** What the user typed, to search on the server; '' while the box just shows the chosen option's name. */
  onTermChange: (term: string) => void;
}

// The server already filtered the options by the search term; filtering again would hide accent or code matches.
const serverFiltered: OptionsFilter = ({ options }) => options;

/**
 * A dropdown over a server-searched, paged list: typing searches the server, reaching the end of the list
 * loads the next page, and the chosen option keeps its name even when it is not on the loaded pages.
 */
export function LookupSelect({
  value,
  onChange,
  selectedOption,
  lookup,
  onTermChange,
  nothingFoundMessage,
  ...props
}: LookupSelectProps & LookupSelectInternals) {
  const [chosen, setChosen] = useState<Option | null>(null);
  const chosenName = useRef<string | null>(null);
  const known = [selectedOption, chosen].filter((option): option is Option => option?.id === value);
  const options = mergeOptions([lookup.options, known]);
  const selectedName = options.find((option) => option.id === value)?.name ?? null;

  function handleChange(id: string | null) {
    const option = options.find((candidate) => candidate.id === id) ?? null;
    chosenName.current = option?.name ?? null;
    setChosen(option);
    onChange(id, option);
  }

  function handleSearch(text: string) {
    // Picking an option writes its name into the box; that is not a search.
    const showsChoice = text === selectedName || text === chosenName.current;
    onTermChange(showsChoice ? '' : text);
  }

  const data: ComboboxItem[] = options.map((option) => ({ value: option.id, label: option.name }));
  return (
    <DropdownField
      {...props}
      data={data}
      value={value}
      onChange={handleChange}
      onSearchChange={handleSearch}
      filter={serverFiltered}
      nothingFoundMessage={
        lookup.notOnDevice
          ? OPTIONS_NOT_ON_DEVICE
          : lookup.loading
            ? 'Loading…'
            : (nothingFoundMessage ?? 'Nothing found')
      }
      scrollAreaProps={{ onBottomReached: lookup.loadMore }}
    />
  );
}
