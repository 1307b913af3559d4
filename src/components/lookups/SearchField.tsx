import { CloseButton, TextInput, type TextInputProps } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { clearLeadingSpace, TEXT_MAX } from '../../domain/validation';
import { LOOKUP_DEBOUNCE_MS } from '../../data/lookups/lookup-paging';

export interface SearchFieldProps extends Omit<TextInputProps, 'value' | 'onChange' | 'defaultValue'> {
  /** The search the list was last asked for; typing reports a new one 300 ms after the last keystroke. */
  value: string;
  onSearch: (term: string) => void;
  /** Names the box for screen readers and is its placeholder, e.g. "Search vendors". */
  label: string;
}

/** The search box of a list screen: leading spaces cleared, at most 100 characters, sent after a pause. */
export function SearchField({ value, onSearch, label, ...props }: SearchFieldProps) {
  const [text, setText] = useState(value);
  const report = useDebouncedCallback((term: string) => onSearch(term.trim()), LOOKUP_DEBOUNCE_MS);

  function change(next: string) {
    setText(next);
    report(next);
  }

  return (
    <TextInput
      type="search"
      aria-label={label}
      placeholder={label}
      maxLength={TEXT_MAX}
      leftSection={<IconSearch size={18} aria-hidden />}
      rightSection={text ? <CloseButton aria-label="Clear search" onClick={() => change('')} /> : null}
      {...props}
      value={text}
      onChange={(event) => change(clearLeadingSpace(event.currentTarget.value).slice(0, TEXT_MAX))}
    />
  );
}
